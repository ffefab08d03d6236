// ./widget: <immo-property> and <immo-purchase-costs> on an agency's page, rendered in a shadow
// root (see embed.ts), chosen by the element's name.
import { mountWidget, type WidgetOptions } from '@immo/shared/remote';
import { DetailRoot } from './root.js';
import { PropertyPage } from './pages/PropertyPage.js';
import { PurchaseCostsPage, startFrom } from './pages/PurchaseCostsPage.js';
import detailCss from './property-detail.css';

/**
 * What the element shows: one property, or the purchase-cost calculator and mortgage simulator. The
 * calculator reads its price and region once per value: an agency's page that sets others (another
 * unit chosen) starts it anew, while any other change (its lang) keeps what the visitor typed.
 */
export function widgetPage({ element, params = {} }: WidgetOptions) {
  if (element === 'immo-purchase-costs') {
    const { price, region } = params;
    return () => (
      <PurchaseCostsPage key={`${price ?? ''}|${region ?? ''}`} headingLevel={2} start={startFrom(price, region)} />
    );
  }
  return () => <PropertyPage id={Number(params.property)} headingLevel={2} />;
}

export function mount(element: HTMLElement, options: WidgetOptions) {
  return mountWidget(
    element,
    options,
    (current) => {
      const { lang, apiBase, siteBase, params = {} } = current;
      const preloadId = current.element === 'immo-purchase-costs' ? undefined : Number(params.property);
      return (
        <DetailRoot lang={lang} apiBase={apiBase} siteBase={siteBase} tiles={params.tiles} preloadId={preloadId}>
          {widgetPage(current)}
        </DetailRoot>
      );
    },
    detailCss,
  );
}
