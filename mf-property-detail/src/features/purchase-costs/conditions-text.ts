import { formatList, formatPrice, PURCHASE_COST_RULES, type BuyingRegion, type Lang } from '@immo/shared';
import type { TFunction } from 'i18next';

const { registrationDuties, vat } = PURCHASE_COST_RULES;

/** The conditions of the rules (ids in PURCHASE_COST_RULES) in plain words, as one list. */
function listed(ids: readonly string[], t: TFunction<'buying'>, lang: Lang): string {
  return formatList(
    ids.map((id) => t(`conditions.${id}`)),
    lang,
  );
}

/** What a sole own home must meet for the region's reduced duties (Brussels: its abatement too). */
export function soleOwnHomeConditions(region: BuyingRegion, t: TFunction<'buying'>, lang: Lang): string {
  const rule = registrationDuties[region];
  const { amount, priceCeiling } = registrationDuties.brussels.abatement;
  return t(`costs.conditionsIn.${region}`, {
    conditions: listed(rule.conditions, t, lang),
    abatement: formatPrice(amount, { lang }),
    ceiling: formatPrice(priceCeiling, { lang }),
  });
}

/** What the 6 % VAT regime asks. */
export function reducedVatConditions(t: TFunction<'buying'>, lang: Lang): string {
  return t('costs.reducedVatConditions', { conditions: listed(vat.reducedConditions, t, lang) });
}
