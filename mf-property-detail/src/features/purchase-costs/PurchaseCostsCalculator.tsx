import { BUYING_REGIONS, formatDate, isBuyingRegion } from '@immo/shared';
import { Stack } from '@immo/shared/ui';
import { Checkbox, NativeSelect, TextInput } from '@immo/shared/ui/fields';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuyingForm } from '../../components/buying/use-buying-inputs.js';
import { useDetailEnv } from '../../property-detail-context.js';
import { CostLines } from './CostLines.js';
import { reducedVatConditions, soleOwnHomeConditions } from './conditions-text.js';

export type PurchaseCostsCalculatorProps = {
  form: BuyingForm;
  /** A select (the page of its own, the widget); otherwise the region is the property's, shown as text. */
  regionChoice: boolean;
  heading: 'h2' | 'h3' | 'h4';
};

/** The region: chosen by the visitor, or said (the property's). */
function RegionField({ form, regionChoice }: Omit<PurchaseCostsCalculatorProps, 'heading'>) {
  const { t } = useTranslation('buying');
  const { region } = form.inputs;
  if (!regionChoice) {
    return <p className="immo-buying__region">{region && t('costs.regionOf', { region: t(`regions.${region}`) })}</p>;
  }
  const options = [
    { value: '', label: t('costs.chooseRegion') },
    ...BUYING_REGIONS.map((value) => ({ value, label: t(`regions.${value}`) })),
  ];
  return (
    <NativeSelect
      label={t('costs.region')}
      data={options}
      value={region}
      error={form.figures.errors.region && t('errors.region')}
      onChange={(event) => {
        const value = event.currentTarget.value;
        form.change({ region: isBuyingRegion(value) ? value : '' });
      }}
    />
  );
}

/** The sole-own-home, new-build and 6 % VAT choices, each with its conditions in plain words. */
function RegimeChoices({ form }: { form: BuyingForm }) {
  const { t } = useTranslation('buying');
  const { lang } = useDetailEnv();
  const { region, soleOwnHome, newBuild, reducedVat } = form.inputs;
  return (
    <>
      {!newBuild && (
        <Checkbox
          label={t('costs.soleOwnHome')}
          description={region ? soleOwnHomeConditions(region, t, lang) : undefined}
          checked={soleOwnHome}
          onChange={(event) => form.change({ soleOwnHome: event.currentTarget.checked })}
        />
      )}
      <Checkbox
        label={t('costs.newBuild')}
        checked={newBuild}
        onChange={(event) => form.change({ newBuild: event.currentTarget.checked })}
      />
      {newBuild && (
        <Checkbox
          label={t('costs.reducedVat')}
          description={reducedVatConditions(t, lang)}
          checked={reducedVat}
          onChange={(event) => form.change({ reducedVat: event.currentTarget.checked })}
        />
      )}
    </>
  );
}

/** The figures, or why there are none yet. */
function CostsResult({ form }: { form: BuyingForm }) {
  const { t } = useTranslation('buying');
  const { lang } = useDetailEnv();
  const { costs, price, loanAmount, errors } = form.figures;
  if (!costs || price === null || loanAmount === null) {
    const wrong = errors.price || errors.ownFunds;
    return <p className="immo-buying__pending">{t(wrong ? 'costs.fixErrors' : 'costs.incomplete')}</p>;
  }
  return (
    <>
      <CostLines costs={costs} price={price} loanAmount={loanAmount} />
      <p className="immo-buying__rules">{t('costs.rules', { date: formatDate(costs.rulesDate, lang) })}</p>
    </>
  );
}

/**
 * The purchase-cost calculator (issue 25): price, region, sole own home, new build with the 6 %
 * option; the mortgage deed is taken on the simulator's loan. Every figure comes from
 * `purchaseCosts` of @immo/shared, computed while rendering: the server's page has them.
 */
export function PurchaseCostsCalculator({ form, regionChoice, heading: Heading }: PurchaseCostsCalculatorProps) {
  const { t } = useTranslation('buying');
  const headingId = useId();
  const { price, newBuild } = form.inputs;
  return (
    <section className="immo-buying__part" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('costs.title')}</Heading>
      <Stack gap="sm">
        <TextInput
          label={t('costs.price')}
          description={newBuild ? t('costs.priceExcludingVat') : undefined}
          leftSection="€"
          inputMode="decimal"
          autoComplete="off"
          value={price}
          error={form.figures.errors.price && t('errors.price')}
          onChange={(event) => form.change({ price: event.currentTarget.value })}
        />
        <RegionField form={form} regionChoice={regionChoice} />
        <RegimeChoices form={form} />
      </Stack>
      <CostsResult form={form} />
    </section>
  );
}
