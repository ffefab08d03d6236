import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useForms, useFormsEnv } from '../../forms-context.js';
import { useServerLoad } from '@immo/shared/remote';
import { usePropertyTypes } from '../../components/form-kit/use-property-types.js';
import { ConsentFields, PersonFields, PERSON_DEFAULTS } from '../../components/form-kit/common-fields.js';
import { CaptchaField } from '../../components/form-kit/CaptchaField.js';
import { CheckboxField, ChoiceField } from '../../components/form-kit/fields.js';
import { FormShell } from '../../components/form-kit/FormShell.js';
import type { FormProps } from '../../components/form-kit/form-props.js';
import { useLeadForm } from '../../components/form-kit/use-lead-form.js';
import { demandCriteria, type DemandCriteria } from './demand-criteria.js';
import { RegionField } from './RegionField.js';
import { regionTree, type RegionTree } from './region-tree.js';
import { NumberField } from '../../components/form-kit/fields.js';

const KEY = 'demand-register';
// Unanswered numbers are null: the form leaves them out (an optional field, not 0).
const DEFAULTS = {
  ...PERSON_DEFAULTS,
  goal: '',
  types: [],
  regions: [],
  minPrice: null,
  maxPrice: null,
  minBedrooms: null,
  maxBedrooms: null,
  minBathrooms: null,
  minGarages: null,
  maxGarages: null,
  parking: false,
  terrace: false,
  garden: false,
  budget: null,
  privacy: false,
};

/** The fields a list could filter on, watched for what follows the form. */
const CRITERIA_FIELDS = ['goal', 'types', 'regions', 'maxPrice', 'minBedrooms'] as const;

export type DemandRegisterFormProps = FormProps & {
  /** What follows the form, given the criteria typed so far (the site's search-alert offer). */
  after?: (criteria: DemandCriteria) => ReactNode;
};

/**
 * SPEC §3 "Demand register" (/demand-register/, <immo-demand-register>): a search alert — what the
 * visitor looks for (goal, types, zones chosen on the region map or in its list, prices, rooms,
 * garages, must-haves, budget) and who to tell.
 */
export function DemandRegisterForm({ headingLevel, onSent, after }: DemandRegisterFormProps) {
  const { t } = useTranslation('forms');
  const types = usePropertyTypes();
  const regions = useRegionTree();
  const lead = useLeadForm('demand-register', {
    key: KEY,
    defaults: DEFAULTS,
    onSent,
  });
  const watched = useWatch({ control: lead.form.control, name: [...CRITERIA_FIELDS] });
  const Heading = `h${headingLevel}` as const;
  const goals = (['buy', 'rent'] as const).map((value) => ({ value, label: t(`fields.goal.options.${value}`) }));
  const typeOptions = types.map((type) => ({ value: String(type.WebID), label: type.Name }));
  return (
    <section className="immo-forms">
      <Heading>{t('titles.demand-register')}</Heading>
      <p>{t('intros.demand-register')}</p>
      <FormShell {...lead} label={t('titles.demand-register')}>
        <fieldset className="immo-form__group">
          <legend>{t('sections.yourSearch')}</legend>
          <ChoiceField name="goal" label={t('fields.goal.label')} options={goals} required />
          <ChoiceField
            multiple
            name="types"
            label={t('demandRegister.types.label')}
            help={t('demandRegister.types.help')}
            options={typeOptions}
            required
          />
          <RegionField tree={regions.tree} failed={regions.failed} onRetry={regions.retry} />
          <div className="immo-form__row">
            <NumberField name="minPrice" label={t('demandRegister.minPrice.label')} />
            <NumberField name="maxPrice" label={t('demandRegister.maxPrice.label')} />
          </div>
          <div className="immo-form__row">
            <NumberField name="minBedrooms" label={t('demandRegister.minBedrooms.label')} />
            <NumberField name="maxBedrooms" label={t('demandRegister.maxBedrooms.label')} />
            <NumberField name="minBathrooms" label={t('demandRegister.minBathrooms.label')} />
          </div>
          <div className="immo-form__row">
            <NumberField name="minGarages" label={t('demandRegister.minGarages.label')} />
            <NumberField name="maxGarages" label={t('demandRegister.maxGarages.label')} />
          </div>
          <fieldset className="immo-field immo-field--choices">
            <legend className="immo-field__label">{t('demandRegister.extras.label')}</legend>
            <div className="immo-field__choices">
              <CheckboxField name="parking" label={t('demandRegister.parking.label')} />
              <CheckboxField name="terrace" label={t('demandRegister.terrace.label')} />
              <CheckboxField name="garden" label={t('demandRegister.garden.label')} />
            </div>
          </fieldset>
          <NumberField name="budget" label={t('demandRegister.budget.label')} help={t('demandRegister.budget.help')} />
        </fieldset>
        <fieldset className="immo-form__group">
          <legend>{t('sections.yourDetails')}</legend>
          <PersonFields />
        </fieldset>
        {/* The demand register has no newsletter field: the alert is the mail the visitor asks for. */}
        <ConsentFields withNewsletter={false} />
        <CaptchaField formKey={KEY} />
      </FormShell>
      {after?.(demandCriteria(Object.fromEntries(CRITERIA_FIELDS.map((name, i) => [name, watched[i]])), regions.tree))}
    </section>
  );
}

/** The region tree of `/api/regions` through the store, with a way to try again when it failed. */
function useRegionTree(): { tree: RegionTree | null; failed: boolean; retry: () => void } {
  const { store, lang } = useFormsEnv();
  const items = useForms((state) => state.regions[lang]);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useServerLoad(() => store.getState().loadRegions(lang));
  useEffect(() => {
    let current = true;
    void store
      .getState()
      .loadRegions(lang, { retry: true })
      .then(() => current && setFailed(!store.getState().regions[lang]));
    return () => {
      current = false;
    };
  }, [store, lang, attempt]);
  const retry = useCallback(() => {
    setFailed(false);
    setAttempt((count) => count + 1);
  }, []);
  const tree = useMemo(() => (items ? regionTree(items, lang) : null), [items, lang]);
  return { tree, failed, retry };
}
