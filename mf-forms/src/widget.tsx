// ./widget: <immo-valuation-form> and <immo-contact-form> on an agency's page, in a shadow root (see embed.ts).
import { mountWidget, type WidgetOptions } from '@immo/shared/remote';
import { FormsRoot } from './root.js';
import formsCss from './forms.css';
import { WidgetApp } from './widget-app.js';

export function mount(element: HTMLElement, options: WidgetOptions) {
  return mountWidget(
    element,
    options,
    ({ lang, apiBase, siteBase, element: name }) => (
      <FormsRoot lang={lang} apiBase={apiBase} siteBase={siteBase}>
        {() => <WidgetApp element={name ?? 'immo-valuation-form'} />}
      </FormsRoot>
    ),
    formsCss,
  );
}
