import { join } from 'node:path';
import { testI18n } from '@immo/shared/test-support';
import { ImmoProvider } from '@immo/shared/ui';
import { render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { FormsContext } from '../../forms-context';
import { createFormsStore } from '../../forms-store';
import { AltchaCheck } from './AltchaCheck';
import { scopedAltchaCss } from './load-altcha';

/** The check as a widget renders it: inside a shadow root, on a page that is not ours. */
async function renderInShadowRoot() {
  const host = document.createElement('immo-valuation-form');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  const container = document.createElement('div');
  shadow.append(container);
  const i18n = await testI18n(
    'fr',
    ['forms', 'validation', 'errors', 'common'],
    join(__dirname, '..', '..', 'locales'),
  );
  const env = { store: createFormsStore(''), lang: 'fr' as const, apiBase: '', siteBase: '', onSite: false };
  const view = render(
    <ImmoProvider>
      <I18nextProvider i18n={i18n}>
        <FormsContext.Provider value={env}>
          <AltchaCheck onPayload={() => {}} />
        </FormsContext.Provider>
      </I18nextProvider>
    </ImmoProvider>,
    { container },
  );
  return { shadow, view };
}

// The real widget (ALTCHA's ES module, as the site ships it; jest.config.cjs): jsdom renders it.
describe('AltchaCheck in a widget', () => {
  test("writes nothing into the page's head, adopts its styles in the shadow root and shows no logo", async () => {
    const { shadow, view } = await renderInShadowRoot();
    const main = await waitFor(() => {
      const element = shadow.querySelector('altcha-widget .altcha-main');
      if (!element) throw new Error('the widget has not rendered yet');
      return element;
    });
    expect(main).toHaveTextContent('Je ne suis pas un robot');
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
    expect(document.adoptedStyleSheets).toHaveLength(0);
    expect(shadow.adoptedStyleSheets).toHaveLength(1);
    expect(shadow.querySelector('.altcha-logo')).toBeNull();
    view.unmount();
  });
});

describe('scopedAltchaCss', () => {
  test('declares its variables on the widget, not on :root, and sizes in em, not rem', () => {
    const css = ':root {\n  --altcha-padding: 0.75rem;\n}\n.altcha-footer {\n  font-size: .7rem;\n}';
    expect(scopedAltchaCss(css)).toBe(
      'altcha-widget {\n  --altcha-padding: 0.75em;\n}\n.altcha-footer {\n  font-size: .7em;\n}',
    );
  });
});
