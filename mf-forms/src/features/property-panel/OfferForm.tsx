import { useEffect } from 'react';
import { OFFER_ADVANCE_RATE, formatPrice } from '@immo/shared';
import { Button } from '@immo/shared/ui';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormsEnv } from '../../forms-context.js';
import { ConsentFields } from '../../components/form-kit/common-fields.js';
import { CaptchaField } from '../../components/form-kit/CaptchaField.js';
import { TextAreaField, TextField } from '../../components/form-kit/fields.js';
import { FormShell } from '../../components/form-kit/FormShell.js';
import { useLeadForm } from '../../components/form-kit/use-lead-form.js';
import { NumberField } from '../../components/form-kit/fields.js';

const EMPTY_PERSON = { firstName: '', lastName: '', email: '', phone: '', address: '' };

/** Today in the visitor's calendar, as the date inputs and the schema write it (YYYY-MM-DD). */
function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The empty offer. Person B is absent until the visitor adds them (the schema takes a second person
 * or none: an empty one would fail on every field). The amount is absent too, so that an empty
 * box reads "enter the amount" (see the kit's NumberField). The sign date is today's, set after the
 * first render (the clock is the browser's: render stays a function of the data).
 */
const OFFER_DEFAULTS = {
  personA: EMPTY_PERSON,
  amountInLetters: '',
  startDate: '',
  endDate: '',
  place: '',
  signDate: '',
  conditions: '',
  privacy: false,
};

/** One buyer (SPEC §3 "persons A and B"): name, e-mail, phone and address, in a group named A or B. */
function OfferPerson({
  person,
  legend,
  autoFill,
}: {
  person: 'personA' | 'personB';
  legend: string;
  autoFill: boolean;
}) {
  const { t } = useTranslation('forms');
  // The browser's autofill is the visitor's own details: only for the first buyer.
  const auto = (token: string) => (autoFill ? token : 'off');
  return (
    <fieldset className="immo-form__group">
      <legend>{legend}</legend>
      <div className="immo-form__row">
        <TextField
          name={`${person}.firstName`}
          label={t('fields.firstName.label')}
          autoComplete={auto('given-name')}
          required
        />
        <TextField
          name={`${person}.lastName`}
          label={t('fields.lastName.label')}
          autoComplete={auto('family-name')}
          required
        />
      </div>
      <div className="immo-form__row">
        <TextField
          name={`${person}.email`}
          type="email"
          label={t('fields.email.label')}
          autoComplete={auto('email')}
          required
        />
        <TextField
          name={`${person}.phone`}
          type="tel"
          label={t('fields.phone.label')}
          autoComplete={auto('tel')}
          placeholder={t('fields.phone.placeholder')}
          required
        />
      </div>
      <TextField
        name={`${person}.address`}
        label={t('fields.address.label')}
        autoComplete={auto('street-address')}
        required
      />
    </fieldset>
  );
}

/** Person B on demand: a button adds the group, another takes it away with what was typed in it. */
function SecondPerson() {
  const { t } = useTranslation('forms');
  const { setValue, unregister } = useFormContext();
  const personB = useWatch({ name: 'personB' }) as unknown;
  if (personB === undefined || personB === null) {
    return (
      <Button variant="default" onClick={() => setValue('personB', { ...EMPTY_PERSON })}>
        {t('offer.addPersonB')}
      </Button>
    );
  }
  return (
    <>
      <OfferPerson person="personB" legend={t('offer.personB')} autoFill={false} />
      <Button variant="default" onClick={() => unregister('personB')}>
        {t('offer.removePersonB')}
      </Button>
    </>
  );
}

/** SPEC §9: 10 % of the price at signing; once an amount is typed, what that comes to. */
function AdvanceNotice() {
  const { t } = useTranslation('forms');
  const { lang } = useFormsEnv();
  const amount = Number(useWatch({ name: 'amount' }));
  const known = Number.isFinite(amount) && amount > 0;
  return (
    <p className="immo-form__notice immo-offer__advance">
      {t('offer.advanceNotice')}
      {known &&
        ` ${t('offer.advanceAmount', {
          amount: formatPrice(amount, { lang }),
          advance: formatPrice(Math.round(amount * OFFER_ADVANCE_RATE * 100) / 100, { lang }),
        })}`}
    </p>
  );
}

/**
 * SPEC §3 "Offer form": a written purchase offer on the property by one or two buyers, the amount
 * in figures and in words (typed by the visitor: it is what they sign), how long it holds, and
 * where and when it is signed.
 */
export function OfferForm({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation('forms');
  const key = `offer.${propertyId}`;
  const lead = useLeadForm('offer', {
    key,
    defaults: OFFER_DEFAULTS,
    fixed: { propertyId },
  });
  const { getValues, setValue } = lead.form;
  useEffect(() => {
    if (!getValues('signDate')) setValue('signDate', today());
  }, [getValues, setValue]);
  return (
    <FormShell {...lead} label={t('titles.offer')}>
      <p>{t('intros.offer')}</p>
      <OfferPerson person="personA" legend={t('offer.personA')} autoFill />
      <SecondPerson />
      <fieldset className="immo-form__group">
        <legend>{t('sections.offer')}</legend>
        <NumberField name="amount" label={t('offer.amount.label')} required />
        <TextField
          name="amountInLetters"
          label={t('offer.amountInLetters.label')}
          placeholder={t('offer.amountInLetters.placeholder')}
          autoComplete="off"
          required
        />
        <AdvanceNotice />
        <div className="immo-form__row">
          <TextField name="startDate" type="date" label={t('offer.startDate.label')} required />
          <TextField name="endDate" type="date" label={t('offer.endDate.label')} required />
        </div>
        <TextAreaField
          name="conditions"
          label={t('offer.conditions.label')}
          placeholder={t('offer.conditions.placeholder')}
        />
      </fieldset>
      <fieldset className="immo-form__group">
        <legend>{t('sections.signature')}</legend>
        <div className="immo-form__row">
          <TextField name="place" label={t('offer.place.label')} autoComplete="address-level2" required />
          <TextField name="signDate" type="date" label={t('offer.signDate.label')} required />
        </div>
      </fieldset>
      <ConsentFields withNewsletter={false} />
      <CaptchaField formKey={key} />
    </FormShell>
  );
}
