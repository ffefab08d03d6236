// ./widget: <immo-consent> on an agency's page, rendered in a shadow root (see embed.ts).
import { mountWidget, type WidgetOptions } from '@immo/shared/remote';
import { ConsentApp } from './root.js';
import consentCss from './features/dialog/consent-dialog.css';

export function mount(element: HTMLElement, options: WidgetOptions) {
  return mountWidget(
    element,
    options,
    ({ lang, apiBase, siteBase }) => <ConsentApp lang={lang} apiBase={apiBase} siteBase={siteBase} />,
    consentCss,
  );
}
