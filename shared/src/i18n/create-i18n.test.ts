import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next, { type ResourceLanguage } from 'i18next';
import { createI18n, createPreloadedI18n, baseInitOptions } from './create-i18n.js';
import { LANGUAGES, type Lang } from './languages.js';
import type { Namespace } from './namespaces.js';
import { translationLoadStatus } from './load-status.js';
import { translationRetryDelays, type TranslationRequest } from './translation-loading.js';

const readLocale = (lang: Lang, ns: Namespace) =>
  JSON.parse(readFileSync(join(__dirname, 'locales', lang, `${ns}.json`), 'utf8')) as ResourceLanguage;

const resources = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, { common: readLocale(lang, 'common'), errors: readLocale(lang, 'errors') }]),
) as Partial<Record<Lang, ResourceLanguage>>;

describe('createI18n with bundled resources', () => {
  it('translates into every language', async () => {
    const expected: Record<Lang, string> = {
      en: 'For sale',
      nl: 'Te koop',
      fr: 'À vendre',
      de: 'Zu verkaufen',
    };
    for (const lang of LANGUAGES) {
      const i18n = await createI18n({ lang, namespaces: ['common', 'errors'], resources });
      expect(i18n.language).toBe(lang);
      expect(i18n.t('menu.forSale')).toBe(expected[lang]);
    }
  });

  it('interpolates without HTML escaping and reads other namespaces by prefix', async () => {
    const i18n = await createI18n({ lang: 'nl', namespaces: ['common', 'errors'], resources });
    expect(i18n.t('pagination.pageOf', { page: 2, pages: 5 })).toBe('Pagina 2 van 5');
    expect(i18n.t('footer.copyright', { year: 2025, name: 'Immo <Dewaele> & Co' })).toBe(
      '© 2025 Immo <Dewaele> & Co. Alle rechten voorbehouden.',
    );
    expect(i18n.t('errors:mailNotSent.text')).toBe('Uw mail wordt niet verzonden. Probeer het opnieuw.');
    expect(i18n.t('errors:appointmentsFull.text', { lng: 'de' })).toMatch(/^Alle Termine sind ausgebucht/);
  });

  it('returns an isolated instance per call, never the global i18next', async () => {
    const first = await createI18n({ lang: 'nl', namespaces: ['common'], resources });
    const second = await createI18n({ lang: 'nl', namespaces: ['common'], resources });
    expect(first).not.toBe(second);
    expect(first).not.toBe(i18next);

    await first.changeLanguage('fr');
    expect(first.language).toBe('fr');
    expect(first.t('marquee.sold')).toBe('VENDU');
    expect(second.language).toBe('nl');
    expect(second.t('marquee.sold')).toBe('VERKOCHT');
    expect(i18next.isInitialized).toBeFalsy();
    expect(i18next.language).toBeUndefined();
  });

  it('falls back to English for a browser language it does not offer, and maps regional codes', async () => {
    const i18n = await createI18n({ namespaces: ['common'], resources, detect: false });
    expect(i18n.language).toBe('en');
    await i18n.changeLanguage('nl-BE');
    expect(i18n.resolvedLanguage).toBe('nl');
    await i18n.changeLanguage('es');
    expect(i18n.resolvedLanguage).toBe('en');
  });

  it('applies the shared options', () => {
    expect(baseInitOptions()).toMatchObject({
      supportedLngs: ['en', 'nl', 'fr', 'de'],
      fallbackLng: 'en',
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      maxRetries: 5,
      retryTimeout: 350,
    });
  });
});

describe('createI18n over HTTP', () => {
  /** A fake transport: answers each request in turn from `responses`, then always the last one. */
  function fakeServer(responses: Array<{ status: number; body?: unknown } | Error>) {
    const calls: Array<{ url: string; at: number }> = [];
    const request: TranslationRequest = (_options, url, _payload, callback) => {
      const response = responses[Math.min(calls.length, responses.length - 1)];
      calls.push({ url, at: Date.now() });
      // Answer asynchronously, like a real network.
      setTimeout(() => {
        if (response instanceof Error) callback(response, undefined);
        else callback(null, { status: response!.status, data: JSON.stringify(response!.body ?? {}) });
      }, 0);
    };
    return { calls, request };
  }

  const gaps = (times: number[]) => times.slice(1).map((t, i) => t - times[i]!);

  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('loads {loadPath}/{lang}/{namespace}.json', async () => {
    const server = fakeServer([{ status: 200, body: { menu: { forSale: 'Te koop' } } }]);
    const pending = createI18n({
      lang: 'nl',
      namespaces: ['common'],
      loadPath: 'https://cdn.example/locales/',
      request: server.request,
    });
    await jest.runAllTimersAsync();
    const i18n = await pending;
    expect(server.calls.map((c) => c.url).sort()).toEqual([
      'https://cdn.example/locales/en/common.json', // the fallback language
      'https://cdn.example/locales/nl/common.json',
    ]);
    expect(i18n.t('menu.forSale')).toBe('Te koop');
    expect(translationLoadStatus(i18n, 'nl', 'common')).toBe('loaded');
  });

  it("starts from a page's preloaded texts and fetches only what they lack, no fallback language", async () => {
    const server = fakeServer([{ status: 200, body: { privacyStatement: { title: 'Privacyverklaring' } } }]);
    const i18n = createPreloadedI18n({
      lang: 'nl',
      namespaces: ['common', 'legal'],
      preloaded: { nl: { common: { menu: { forSale: 'Te koop' } } } },
      request: server.request,
    });
    // Ready at once: the first render equals the server's.
    expect(i18n.t('menu.forSale')).toBe('Te koop');
    await jest.runAllTimersAsync();
    expect(server.calls.map((c) => c.url)).toEqual(['/locales/nl/legal.json']);
    expect(i18n.t('legal:privacyStatement.title')).toBe('Privacyverklaring');
  });

  it('retries a failing file 5 times, waiting 350, 700, 1400, 2800 and 5600 ms, then reports the failure', async () => {
    const server = fakeServer([{ status: 503 }]);
    const failures: Array<[string, string]> = [];
    const pending = createI18n({
      lang: 'en',
      namespaces: ['common'],
      request: server.request,
      onLoadFailed: (lang, ns) => failures.push([lang, ns]),
    });
    await jest.runAllTimersAsync();
    const i18n = await pending;

    expect(server.calls).toHaveLength(6); // the first try and 5 retries
    expect(gaps(server.calls.map((c) => c.at))).toEqual([350, 700, 1400, 2800, 5600]);
    expect(gaps(server.calls.map((c) => c.at))).toEqual(translationRetryDelays());
    expect(failures).toEqual([['en', 'common']]);
    expect(translationLoadStatus(i18n, 'en', 'common')).toBe('failed');
    // Still usable: a key stands in for the missing text instead of a crash.
    expect(i18n.t('menu.forSale')).toBe('menu.forSale');

    await jest.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(6);
  });

  it('retries network errors too and succeeds when the file comes back', async () => {
    const server = fakeServer([
      { status: 200, body: {} },
      new TypeError('fetch failed'),
      { status: 502 },
      { status: 200, body: { invalidForm: { title: 'Not sent' } } },
    ]);
    const failures: string[] = [];
    const pending = createI18n({
      lang: 'en',
      namespaces: ['common'],
      request: server.request,
      onLoadFailed: (_l, ns) => failures.push(ns),
    });
    await jest.runAllTimersAsync();
    const i18n = await pending;

    // A namespace loaded later (e.g. when a form opens) goes pending → loaded through the same retries.
    const later = i18n.loadNamespaces('errors');
    expect(translationLoadStatus(i18n, 'en', 'errors')).toBe('pending');
    await jest.runAllTimersAsync();
    await later;

    expect(gaps(server.calls.slice(1).map((c) => c.at))).toEqual([350, 700]);
    expect(i18n.t('errors:invalidForm.title')).toBe('Not sent');
    expect(failures).toEqual([]);
    expect(translationLoadStatus(i18n, 'en', 'errors')).toBe('loaded');
  });

  it('does not retry a file that does not exist (404)', async () => {
    const server = fakeServer([{ status: 404 }]);
    const pending = createI18n({ lang: 'en', namespaces: ['common'], request: server.request });
    await jest.runAllTimersAsync();
    const i18n = await pending;
    expect(server.calls).toHaveLength(1);
    expect(translationLoadStatus(i18n, 'en', 'common')).toBe('failed');
  });
});
