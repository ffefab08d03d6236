// ./widget: <immo-search> on an agency's page, rendered in a shadow root (see embed.ts).
import { mountWidget, type WidgetOptions } from '@immo/shared/remote';
import { SearchApp } from './root.js';
import searchCss from './features/search-box/search-box.css';

export function mount(element: HTMLElement, options: WidgetOptions) {
  return mountWidget(
    element,
    options,
    ({ lang, apiBase, siteBase }) => <SearchApp lang={lang} apiBase={apiBase} siteBase={siteBase} />,
    searchCss,
  );
}
