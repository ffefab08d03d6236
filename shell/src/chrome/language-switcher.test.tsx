import { resolveRoute } from '@immo/shared';
import { testI18n } from '@immo/shared/test-support';
import { ImmoProvider } from '@immo/shared/ui';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { LanguageSwitcher } from './LanguageSwitcher.js';

/**
 * Paths as a visitor may type or be sent them: the browser reads `/\` as `//`, and keeps escapes
 * as they are in `location.pathname`. On each, `//evil.example/` must not become a link off the site.
 */
const OFF_SITE_LOOKING = [
  '//evil.example/',
  '/\\evil.example/',
  '//evil.example/?city=Gent',
  '/nl//evil.example/',
  '/nl/\\evil.example/',
  '/%2F%2Fevil.example/',
  '/%5Cevil.example/',
];

async function renderSwitcherAt(url: string) {
  window.history.replaceState(null, '', `${window.location.origin}${url}`);
  const { pathname, search } = window.location;
  const { lang } = resolveRoute(pathname);
  const i18n = await testI18n(lang, ['common']);
  render(
    <ImmoProvider>
      <I18nextProvider i18n={i18n}>
        <LanguageSwitcher lang={lang} pathname={pathname} search={search} />
      </I18nextProvider>
    </ImmoProvider>,
  );
  return screen.getAllByRole('link');
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the language switcher on a path that looks like another host', () => {
  it.each(OFF_SITE_LOOKING)('links %j to this site in every language', async (url) => {
    const links = await renderSwitcherAt(url);
    expect(links).toHaveLength(4);
    for (const link of links) {
      const href = link.getAttribute('href')!;
      expect(href).toMatch(/^\/(?![/\\])/);
      expect(new URL(href, window.location.href).origin).toBe(window.location.origin);
      expect(href).not.toContain('//evil');
    }
  });

  it('keeps the visitor on the same (unknown) page in the other language', async () => {
    const links = await renderSwitcherAt('//evil.example/');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/evil.example/',
      '/nl/evil.example/',
      '/fr/evil.example/',
      '/de/evil.example/',
    ]);
  });
});
