import { pagePath, type PublicProperty } from '@immo/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { BuyingDraft } from '../components/buying/buying-inputs.js';
import type { KeptDraft } from '../components/buying/use-buying-inputs.js';
import { DetailSection } from '../components/DetailSection.js';
import { useDetailEnv } from '../property-detail-context.js';
import { BuyingSimulation } from './BuyingSimulation.js';
import { propertyBuyingStart } from './property-buying.js';

/** What was typed for this property, in the remote's store: the page is made anew on a language switch. */
function useKeptDraft(id: number): KeptDraft {
  const { store } = useDetailEnv();
  const keep = useCallback((draft: BuyingDraft) => store.getState().keepBuying(id, draft), [store, id]);
  // Read once, as the fields start: what is typed next is the component's until it is made anew.
  return { draft: store.getState().buying[id], keep };
}

/**
 * The purchase costs and the mortgage of this property (issue 25), below its facts: only for a
 * property a visitor can buy at a published price in a Belgian region; a link opens the calculator
 * on its own page with the same price and region.
 */
export function PropertyBuying({ property, heading }: { property: PublicProperty; heading: 'h2' | 'h3' }) {
  const { t } = useTranslation('buying');
  const { lang, siteBase } = useDetailEnv();
  const kept = useKeptDraft(property.ID);
  const start = propertyBuyingStart(property);
  if (!start) return null;
  const query = new URLSearchParams({ price: start.price, region: start.region });
  return (
    <DetailSection id="immo-detail-buying" heading={heading} title={t('section.title')} className="immo-buying-section">
      <BuyingSimulation initial={start} regionChoice={false} heading={heading === 'h2' ? 'h3' : 'h4'} kept={kept} />
      <p className="immo-buying__page-link">
        <a href={`${siteBase}${pagePath('purchase-costs', lang)}?${query}`}>{t('section.pageLink')}</a>
      </p>
    </DetailSection>
  );
}
