import type { ResourceLanguage } from 'i18next';
import { createI18n } from './create-i18n.js';
import { detectionOptions, pathLanguagePrefix, LANGUAGE_STORAGE_KEY } from './language-detection.js';

describe('detectionOptions', () => {
  it('follows SPEC §7: URL path first (it overrides), then lng query, cookie, localStorage, browser, html lang', () => {
    expect(detectionOptions()).toMatchObject({
      order: ['languagePath', 'querystring', 'cookie', 'localStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      caches: ['localStorage'],
    });
  });
});

describe('pathLanguagePrefix', () => {
  it.each([
    ['/nl/te-koop/', 'nl'],
    ['/fr/a-vendre/', 'fr'],
    ['/de', 'de'],
    ['/NL/', 'nl'],
    ['/en/', 'en'],
    ['/for-sale/', undefined],
    ['/', undefined],
    ['', undefined],
    ['/en-vente/', undefined],
    ['/es/', undefined],
    ['/property/12/', undefined],
  ])('%j → %j', (path, lang) => {
    expect(pathLanguagePrefix(path)).toBe(lang);
  });
});

describe('language detection in a browser', () => {
  interface FakeBrowser {
    path?: string;
    query?: string;
    cookie?: string;
    stored?: string;
    browserLanguages?: string[];
    htmlLang?: string;
  }

  const storage = new Map<string, string>();

  function installBrowser(browser: FakeBrowser): void {
    storage.clear();
    if (browser.stored) storage.set(LANGUAGE_STORAGE_KEY, browser.stored);
    Object.assign(globalThis, {
      window: {
        location: { pathname: browser.path ?? '/', search: browser.query ?? '', hash: '' },
        localStorage: {
          getItem: (key: string) => storage.get(key) ?? null,
          setItem: (key: string, value: string) => void storage.set(key, value),
          removeItem: (key: string) => void storage.delete(key),
        },
      },
      document: {
        cookie: browser.cookie ?? '',
        documentElement: { getAttribute: (name: string) => (name === 'lang' ? (browser.htmlLang ?? null) : null) },
      },
      navigator: { languages: browser.browserLanguages ?? [], language: browser.browserLanguages?.[0] },
    });
  }

  afterEach(() => {
    for (const name of ['window', 'document', 'navigator']) Reflect.deleteProperty(globalThis, name);
  });

  const resources = Object.fromEntries(
    (['en', 'nl', 'fr', 'de'] as const).map((lang) => [lang, { common: { lang } }]),
  ) as Partial<Record<'en' | 'nl' | 'fr' | 'de', ResourceLanguage>>;
  const everything: FakeBrowser = {
    path: '/fr/a-vendre/',
    query: '?lng=de',
    cookie: 'i18next=nl',
    stored: 'en',
    browserLanguages: ['de-DE'],
    htmlLang: 'nl',
  };

  it.each<[string, FakeBrowser, string]>([
    ['the URL path over everything else', everything, 'fr'],
    ['the lng query without a language path', { ...everything, path: '/for-sale/' }, 'de'],
    ['the cookie next', { ...everything, path: '/', query: '' }, 'nl'],
    ['localStorage next', { stored: 'de', browserLanguages: ['fr-BE'], htmlLang: 'nl' }, 'de'],
    ['the browser language next, regional codes mapped', { browserLanguages: ['fr-BE', 'en'], htmlLang: 'nl' }, 'fr'],
    ['the html lang last', { browserLanguages: [], htmlLang: 'de' }, 'de'],
    ['English when nothing is known', {}, 'en'],
    ['a supported language after an unsupported one', { query: '?lng=es', cookie: 'i18next=nl' }, 'nl'],
  ])('takes %s', async (_label, browser, expected) => {
    installBrowser(browser);
    const i18n = await createI18n({ namespaces: ['common'], resources });
    expect(i18n.resolvedLanguage).toBe(expected);
    expect(i18n.t('lang')).toBe(expected);
  });

  it('remembers the detected language in localStorage', async () => {
    installBrowser({ path: '/nl/te-koop/' });
    await createI18n({ namespaces: ['common'], resources });
    expect(storage.get(LANGUAGE_STORAGE_KEY)).toBe('nl');
  });

  it('does not detect when the shell passes the language', async () => {
    installBrowser(everything);
    const i18n = await createI18n({ lang: 'de', namespaces: ['common'], resources });
    expect(i18n.language).toBe('de');
    expect(storage.get(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});
