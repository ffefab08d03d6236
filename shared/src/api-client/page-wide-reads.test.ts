import { createApiClient } from './api-client.js';

const menu = [{ path: 'home' }];

/** A fetch that gives the queued answers, then the menu, and records the URLs asked for. */
function fakeFetch(answers: Array<() => Response>) {
  const urls: string[] = [];
  const fetch = jest.fn(async (url: string) => {
    urls.push(url);
    return (answers.shift() ?? (() => Response.json(menu)))();
  });
  return { fetch, urls };
}

describe('site-wide reads on one page', () => {
  const original = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = original;
  });

  it('fetches the menu and the configuration once however many apps of the page ask', async () => {
    const { fetch, urls } = fakeFetch([]);
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const shell = createApiClient({ baseUrl: '', lang: 'nl', credentials: 'include' });
    const listings = createApiClient({ baseUrl: '', lang: 'nl' });
    const [first, second] = await Promise.all([shell.menu(), listings.menu()]);
    expect(second).toBe(first);
    await shell.config();
    await listings.config();
    expect(urls).toEqual(['/api/menu?lang=nl', '/api/config?lang=nl']);
  });

  it('asks again for another language or another API', async () => {
    const { fetch, urls } = fakeFetch([]);
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    await createApiClient({ baseUrl: '', lang: 'nl' }).menu();
    await createApiClient({ baseUrl: '', lang: 'fr' }).menu();
    await createApiClient({ baseUrl: 'https://www.immolys.be', lang: 'fr' }).menu();
    expect(urls).toEqual(['/api/menu?lang=nl', '/api/menu?lang=fr', 'https://www.immolys.be/api/menu?lang=fr']);
  });

  it('forgets a failed read, so the next app asks again', async () => {
    const { fetch, urls } = fakeFetch([() => new Response('{}', { status: 503 })]);
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    await expect(createApiClient({ baseUrl: '', lang: 'de' }).menu()).rejects.toMatchObject({ status: 503 });
    await expect(createApiClient({ baseUrl: '', lang: 'de' }).menu()).resolves.toEqual(menu);
    expect(urls).toHaveLength(2);
  });

  it('leaves a client with its own fetch (a test, a server) to itself', async () => {
    const own = fakeFetch([]);
    const client = createApiClient({ baseUrl: '', lang: 'en', fetch: own.fetch as unknown as typeof fetch });
    await client.menu();
    await client.menu();
    expect(own.urls).toHaveLength(2);
  });
});
