import { showPageTitle } from './page-title.js';

function answer(title: string, delay: Promise<void> = Promise.resolve()) {
  return delay.then(() => ({ ok: true, json: async () => ({ title }) }) as Response);
}

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

  it('keeps the old title when the API cannot answer', async () => {
    document.title = 'Home | Immo Lys';
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('offline'))) as unknown as typeof globalThis.fetch;
    await showPageTitle('/nl/te-koop/');
    expect(document.title).toBe('Home | Immo Lys');
  });
});
