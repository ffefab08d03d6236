import { isBuyingRegion } from '@immo/shared';
import { useTranslation } from 'react-i18next';
import { startingInputs, type BuyingInputs } from '../components/buying/buying-inputs.js';
import { parseEuros } from '../components/buying/typed-number.js';
import { BuyingSimulation } from './BuyingSimulation.js';

/**
 * Where the page of its own starts from a link's query (`?price=350000&region=brussels`) or a
 * widget's attributes: a price that is a positive amount and a known region (`Flanders` as well as
 * `flanders`: an agency types the attribute by hand); anything else is left for the visitor to type.
 */
export function startFrom(price: string | null | undefined, region: string | null | undefined): BuyingInputs {
  const amount = parseEuros(price ?? '');
  const regionName = region?.trim().toLowerCase();
  return startingInputs({
    price: amount !== null && amount > 0 ? String(amount) : '',
    region: isBuyingRegion(regionName) ? regionName : '',
  });
}

/**
 * The calculator and simulator on a page of their own (`purchase-costs`) and as
 * `<immo-purchase-costs>`: price and region typed or chosen by the visitor.
 */
export function PurchaseCostsPage({ headingLevel, start }: { headingLevel: 1 | 2; start: BuyingInputs }) {
  const { t } = useTranslation('buying');
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div className="immo-detail immo-buying-page">
      <Heading>{t('page.title')}</Heading>
      <p>{t('page.intro')}</p>
      <BuyingSimulation initial={start} regionChoice heading={headingLevel === 1 ? 'h2' : 'h3'} />
    </div>
  );
}
