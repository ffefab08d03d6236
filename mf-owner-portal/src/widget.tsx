// ./widget: <immo-owner-portal> on a page, in a shadow root (see embed.ts and widget-app.tsx).
import { mountWidget, type WidgetOptions } from '@immo/shared/remote';
import { PortalRoot } from './root.js';
import portalCss from './portal.css';
import { WidgetApp } from './widget-app.js';

export function mount(element: HTMLElement, options: WidgetOptions) {
  return mountWidget(
    element,
    options,
    ({ lang, apiBase, siteBase }) => (
      <PortalRoot lang={lang} apiBase={apiBase} siteBase={siteBase}>
        {() => <WidgetApp apiBase={apiBase} />}
      </PortalRoot>
    ),
    portalCss,
  );
}
