import { showPageTitle } from './page-title.js';

function answer(title: string, delay: Promise<void> = Promise.resolve(), paths?: unknown) {
  return delay.then(() => ({ ok: true, json: async () => ({ title, paths }) }) as Response);
}

const PATHS = {
  en: '/property/4013483/',
  nl: '/nl/te-koop/gent/ruime-woning/4013483/',
  fr: '/fr/a-vendre/gent/maison-spacieuse/4013483/',
  de: '/de/kaufen/gent/geraeumiges-haus/4013483/',
};

describe('the title after an in-site navigation', () => {
  afterEach(() => {
    document.title = '';
  });

  it("names the page with its server head's title", async () => {
    const fetch = jest.fn(() => answer('Te koop | Immo Lys'));
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    await showPageTitle('/nl/te-koop/');
    expect(fetch).toHaveBeenCalledWith('/api/page-title?path=%2Fnl%2Fte-koop%2F', expect.anything());
    expect(document.title).toBe('Te koop | Immo Lys');
  });

  it('keeps the newest page: a late answer for the page before does not win', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = jest.fn((url: string) =>
      url.includes('te-koop') ? answer('Te koop | Immo Lys', slow) : answer('Contact | Immo Lys'),
    ) as unknown as typeof globalThis.fetch;
    const first = showPageTitle('/nl/te-koop/');
    await showPageTitle('/nl/contact/');
    release();
    await first;
    expect(document.title).toBe('Contact | Immo Lys');
  });

  it("gives the language links the page's path in every language from the same answer", async () => {
    globalThis.fetch = jest.fn(() => answer('Ruime woning | Immo Lys', undefined, PATHS)) as unknown as typeof fetch;
    const onLanguagePaths = jest.fn();
    await showPageTitle(PATHS.nl, onLanguagePaths);
    expect(onLanguagePaths).toHaveBeenCalledWith(PATHS);
  });

  it('gives no paths that are missing a language or lead off the site, nor a page left already', async () => {
    const onLanguagePaths = jest.fn();
    for (const paths of [undefined, { ...PATHS, de: undefined }, { ...PATHS, fr: '//evil.example/' }]) {
      globalThis.fetch = jest.fn(() => answer('Immo Lys', undefined, paths)) as unknown as typeof fetch;
      await showPageTitle(PATHS.nl, onLanguagePaths);
    }
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    globalThis.fetch = jest.fn((url: string) =>
      url.includes('4013483') ? answer('Ruime woning', slow, PATHS) : answer('Contact', undefined, PATHS),
    ) as unknown as typeof fetch;
    const first = showPageTitle(PATHS.nl, onLanguagePaths);
    await showPageTitle('/nl/contact/');
    release();
    await first;
    expect(onLanguagePaths).not.toHaveBeenCalled();
  });

  it('keeps the old title when the API cannot answer', async () => {
    document.title = 'Home | Immo Lys';
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('offline'))) as unknown as typeof globalThis.fetch;
    await showPageTitle('/nl/te-koop/');
    expect(document.title).toBe('Home | Immo Lys');
  });
});
