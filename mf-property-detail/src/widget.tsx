// ./widget: <immo-property> on an agency's page, rendered in a shadow root (see embed.ts).
import { mountWidget, type WidgetOptions } from '@immo/shared/remote';
import { DetailRoot } from './root.js';
import { PropertyPage } from './pages/PropertyPage.js';
import detailCss from './property-detail.css';

export function mount(element: HTMLElement, options: WidgetOptions) {
  return mountWidget(
    element,
    options,
    ({ lang, apiBase, siteBase, params = {} }) => (
      <DetailRoot
        lang={lang}
        apiBase={apiBase}
        siteBase={siteBase}
        tiles={params.tiles}
        preloadId={Number(params.property)}
      >
        {() => <PropertyPage id={Number(params.property)} headingLevel={2} />}
      </DetailRoot>
    ),
    detailCss,
  );
}
