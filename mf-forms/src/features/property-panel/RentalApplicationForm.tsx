import { PRICE_UNITS, formatPrice, type PublicProperty } from '@immo/shared';
import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFormsEnv } from '../../forms-context.js';
import { ConsentFields, PersonFields, PERSON_DEFAULTS } from '../../components/form-kit/common-fields.js';
import { CaptchaField } from '../../components/form-kit/CaptchaField.js';
import { TextAreaField, TextField } from '../../components/form-kit/fields.js';
import { FormShell } from '../../components/form-kit/FormShell.js';
import { useLeadForm } from '../../components/form-kit/use-lead-form.js';
import { NumberField } from '../../components/form-kit/fields.js';
import { rentalTerms } from './rental-terms.js';

/** The schema's limit on children (and so on age fields). */
const MAX_KIDS = 20;

/** The incomes are absent, not '' (see the kit's NumberField): an empty box asks for the income. */
const DEFAULTS = {
  ...PERSON_DEFAULTS,
  adults: '1',
  kids: '0',
  kidsAges: [],
  pets: '',
  moveDate: '',
  reasonForMoving: '',
  privacy: false,
};

/**
 * SPEC §9's rental conditions with the property's figures: the minimum income and the maximum
 * number of persons in the text (see rental-terms.ts for how they are chosen), and the rent, the
 * charges and the deposit it speaks of. Without a published rent or a number of bedrooms the
 * conditions are said without figures.
 */
export function RentalConditions({ property }: { property: PublicProperty }) {
  const { t } = useTranslation('forms');
  const { lang } = useFormsEnv();
  const terms = rentalTerms(property);
  const money = (amount: number, perMonth = false) =>
    formatPrice(amount, { lang, priceUnit: perMonth ? PRICE_UNITS.perMonth : PRICE_UNITS.total });
  const figures = [
    terms.monthlyRent !== null && { key: 'rent', value: money(terms.monthlyRent, true) },
    terms.charges !== null && terms.charges > 0 && { key: 'charges', value: money(terms.charges, true) },
    terms.deposit !== null && { key: 'deposit', value: money(terms.deposit) },
  ].filter((figure) => figure !== false);
  return (
    <div className="immo-rental-terms">
      <p className="immo-rental-terms__text">
        {terms.minIncome !== null && terms.maxPersons !== null
          ? t('appointment.conditions', { minIncome: money(terms.minIncome), maxPersons: terms.maxPersons })
          : t('rentalApplication.conditionsGeneral')}
      </p>
      {figures.length > 0 && (
        <dl className="immo-rental-terms__figures">
          {figures.map(({ key, value }) => (
            <div key={key} className="immo-rental-terms__figure">
              <dt>{t(`rentalApplication.costs.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

/** How many children the visitor says: a whole number from 0 to the schema's limit. */
function kidsCount(value: unknown): number {
  const count = Math.trunc(Number(value));
  return Number.isFinite(count) ? Math.min(Math.max(count, 0), MAX_KIDS) : 0;
}

const answered = (age: unknown) => age !== undefined && age !== null;

/**
 * One age field per child, as many as the number of children says. The schema wants as many ages
 * as children: when the number goes down the ages of the children no longer counted leave the form,
 * but are remembered, so that "3" retyped as "1" or "2" (through an empty box) loses no age typed.
 * A draft's empty age (null) is empty again rather than 0.
 */
function KidsAges() {
  const { t } = useTranslation('forms');
  const { getValues, setValue } = useFormContext();
  const kids = kidsCount(useWatch({ name: 'kids' }));
  const ages = useWatch({ name: 'kidsAges' }) as unknown;
  const remembered = useRef<unknown[]>([]);
  const shown = useRef(0);
  useEffect(() => {
    const current = getValues('kidsAges') as unknown;
    const list: unknown[] = Array.isArray(current) ? current : [];
    // The fields shown until now hold what the visitor typed (or cleared).
    for (let index = 0; index < Math.min(shown.current, list.length); index += 1) {
      remembered.current[index] = answered(list[index]) ? list[index] : undefined;
    }
    const next = Array.from({ length: kids }, (_, index) =>
      answered(list[index]) ? list[index] : index < shown.current ? undefined : remembered.current[index],
    );
    shown.current = kids;
    if (next.length !== list.length || next.some((age, index) => age !== list[index])) setValue('kidsAges', next);
  }, [kids, ages, getValues, setValue]);
  if (kids === 0) return null;
  return (
    <fieldset className="immo-form__group">
      <legend>{t('rentalApplication.kidsAges.label')}</legend>
      <div className="immo-form__row">
        {Array.from({ length: kids }, (_, index) => (
          <NumberField
            key={index}
            name={`kidsAges.${index}`}
            label={t('rentalApplication.kidsAges.child', { number: index + 1 })}
            inputMode="numeric"
            required
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * SPEC §3 "Rental application": who applies, the household (adults, children and their ages,
 * pets), when and why they move, and the net incomes — under the conditions of renting this property.
 */
export function RentalApplicationForm({ property }: { property: PublicProperty }) {
  const { t } = useTranslation('forms');
  const propertyId = property.ID;
  const key = `rental-application.${propertyId}`;
  const lead = useLeadForm('rental-application', {
    key,
    defaults: DEFAULTS,
    fixed: { propertyId },
  });
  return (
    <FormShell {...lead} label={t('titles.rental-application')}>
      <p>{t('intros.rental-application')}</p>
      <RentalConditions property={property} />
      <fieldset className="immo-form__group">
        <legend>{t('sections.yourDetails')}</legend>
        <PersonFields />
      </fieldset>
      <fieldset className="immo-form__group">
        <legend>{t('sections.household')}</legend>
        <div className="immo-form__row">
          <TextField
            name="adults"
            type="number"
            inputMode="numeric"
            label={t('rentalApplication.adults.label')}
            required
          />
          <TextField name="kids" type="number" inputMode="numeric" label={t('rentalApplication.kids.label')} />
        </div>
        <KidsAges />
        <TextField
          name="pets"
          label={t('rentalApplication.pets.label')}
          placeholder={t('rentalApplication.pets.placeholder')}
        />
        <TextField name="moveDate" type="date" label={t('rentalApplication.moveDate.label')} required />
        <TextAreaField name="reasonForMoving" label={t('rentalApplication.reasonForMoving.label')} />
      </fieldset>
      <fieldset className="immo-form__group">
        <legend>{t('sections.income')}</legend>
        <div className="immo-form__row">
          <NumberField
            name="netIncome1"
            label={t('rentalApplication.netIncome1.label')}
            help={t('rentalApplication.incomeHelp')}
            required
          />
          <NumberField
            name="netIncome2"
            label={t('rentalApplication.netIncome2.label')}
            help={t('rentalApplication.incomeHelp')}
          />
        </div>
      </fieldset>
      <ConsentFields withNewsletter={false} />
      <CaptchaField formKey={key} />
    </FormShell>
  );
}
