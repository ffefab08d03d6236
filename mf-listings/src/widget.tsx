// ./widget: <immo-property-list> on an agency's page, rendered in a shadow root (see embed.ts).
import { mountWidget, type WidgetOptions } from '@immo/shared/remote';
import { ListingsRoot } from './root.js';
import listingsCss from './listings.css';
import { preloadWidget, WidgetApp } from './widget-app.js';

export function mount(element: HTMLElement, options: WidgetOptions) {
  preloadWidget(options.params ?? {});
  return mountWidget(
    element,
    options,
    ({ lang, apiBase, siteBase, params = {} }) => (
      <ListingsRoot lang={lang} apiBase={apiBase} siteBase={siteBase} tiles={params.tiles}>
        {() => <WidgetApp params={params} />}
      </ListingsRoot>
    ),
    listingsCss,
  );
}
