import { isForSale, propertyEpc, renovationRuleApplies, renovationRuleParams, type PublicProperty } from '@immo/shared';
import { EpcBadge } from '@immo/shared/ui';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../components/DetailSection.js';
import { NewTabLink } from '../../components/NewTabLink.js';
import { useDetail } from '../../property-detail-context.js';

/**
 * The energy label at a glance (the card's graphic, larger), the renovation obligation where it
 * applies to a buyer (SPEC §9), and the renovation-cost calculator of the property's region
 * (SPEC §1), as the site configures it.
 */
export function EnergyPanel({ property, heading }: { property: PublicProperty; heading: 'h2' | 'h3' }) {
  const { t } = useTranslation(['energy', 'property']);
  const calculators = useDetail((state) => state.calculators);
  const epc = propertyEpc(property);
  if (!epc) return null;
  const calculator = epc.region ? calculators?.[epc.region] : undefined;
  // It binds a buyer: a home still for sale, not one already sold.
  const ruleApplies =
    isForSale(property) && property.Status === 'available' && renovationRuleApplies(epc.label, epc.region);
  return (
    <DetailSection
      id="immo-detail-energy"
      heading={heading}
      title={t('energy:energyPerformance')}
      className="immo-energy"
    >
      <div className="immo-energy__label">
        <EpcBadge epc={epc} size="large" />
      </div>
      {ruleApplies && <p className="immo-energy__rule">{t('energy:renovationRule', renovationRuleParams())}</p>}
      {calculator && (
        <NewTabLink className="immo-button-link immo-energy__calculator" href={calculator}>
          {t('energy:renovationCalculator')}
        </NewTabLink>
      )}
    </DetailSection>
  );
}
