import { LANGUAGES, propertyPath, resolveRoute, type Lang } from '@immo/shared';
import { properties } from '@immo/shared/data';
import { testI18n } from '@immo/shared/test-support';
import { ImmoProvider } from '@immo/shared/ui';
import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createShellStore, ShellStoreContext } from '../shell-store.js';
import { Header } from './Header.js';
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

/** A property whose title differs per language: its path's slug does too. */
const property = properties.find((candidate) => candidate.Title.nl !== candidate.Title.fr)!;
const propertyPaths = Object.fromEntries(LANGUAGES.map((lang) => [lang, propertyPath(property, lang)])) as Record<
  Lang,
  string
>;

async function renderHeaderAt(pathname: string, languagePaths?: Record<Lang, string>) {
  const route = resolveRoute(pathname);
  const store = createShellStore({ pathname, route, ...(languagePaths && { languagePaths }) });
  const i18n = await testI18n(route.lang, ['common']);
  const view = render(
    <ShellStoreContext.Provider value={store}>
      <ImmoProvider>
        <I18nextProvider i18n={i18n}>
          <Header lang={route.lang} pathname={pathname} search="" />
        </I18nextProvider>
      </ImmoProvider>
    </ShellStoreContext.Provider>,
  );
  const hrefs = () =>
    within(screen.getByRole('navigation', { name: /taal|language|langue|sprache/i }))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
  return { store, view, hrefs };
}

describe('the language links of a property page', () => {
  it("link the server's path in each language: the property's title there, no redirect", async () => {
    const { hrefs } = await renderHeaderAt(propertyPaths.nl, propertyPaths);
    expect(hrefs()).toEqual(LANGUAGES.map((lang) => propertyPaths[lang]));
  });

  it('keep the query string', async () => {
    await renderSwitcherWithPaths(propertyPaths, 'fr', '?photo=3');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(
      LANGUAGES.map((lang) => `${propertyPaths[lang]}?photo=3`),
    );
  });

  it("are another page's no longer once the visitor has moved on: the path table, until that page's come", async () => {
    const { store, view, hrefs } = await renderHeaderAt(propertyPaths.nl, propertyPaths);
    const next = '/nl/te-koop/';
    view.rerender(
      <ShellStoreContext.Provider value={store}>
        <ImmoProvider>
          <I18nextProvider i18n={await testI18n('nl', ['common'])}>
            <Header lang="nl" pathname={next} search="" />
          </I18nextProvider>
        </ImmoProvider>
      </ShellStoreContext.Provider>,
    );
    expect(hrefs()).toEqual(['/for-sale/', '/nl/te-koop/', '/fr/a-vendre/', '/de/kaufen/']);
    act(() => store.getState().setLanguagePaths(next, { en: '/a/', nl: '/nl/b/', fr: '/fr/c/', de: '/de/d/' }));
    expect(hrefs()).toEqual(['/a/', '/nl/b/', '/fr/c/', '/de/d/']);
  });
});

async function renderSwitcherWithPaths(paths: Record<Lang, string>, lang: Lang, search: string) {
  const i18n = await testI18n(lang, ['common']);
  render(
    <ImmoProvider>
      <I18nextProvider i18n={i18n}>
        <LanguageSwitcher lang={lang} pathname={paths[lang]} search={search} paths={paths} />
      </I18nextProvider>
    </ImmoProvider>,
  );
}
