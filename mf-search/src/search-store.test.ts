import { buildSearchIndex, inLanguage } from '@immo/shared';
import { cities, properties, propertyTypes, siteConfig } from '@immo/shared/data';
import { createSearchStore, searchSettings, searchSnapshot } from './search-store.js';

/** A fetch whose answers the test gives when it likes; the page's own fetch comes back after each test. */
function pendingFetch() {
  const answers: Array<(value: unknown) => void> = [];
  const fetch = jest.fn((_url: string) => new Promise((resolve) => answers.push(resolve)));
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  const answer = (body: unknown) =>
    answers.shift()!({ ok: true, status: 200, json: async () => body } as unknown as Response);
  return { fetch, answer };
}

/** What a page the server rendered in Dutch brings for the box: its settings and totals. */
const nlIndex = buildSearchIndex({ properties, types: propertyTypes, cities }, 'nl');
const serverStart = {
  lang: 'nl' as const,
  settings: searchSettings(inLanguage(siteConfig, 'nl')),
  totals: nlIndex.totals,
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the search box's store", () => {
  const pageFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = pageFetch;
  });

  it('keeps the property asked for by ID, once, for the language it was asked in', async () => {
    const { fetch, answer } = pendingFetch();
    const store = createSearchStore('');
    store.setState({ status: 'ready', lang: 'nl' });
    void store.getState().preview(4012345);
    void store.getState().preview(4012345);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(store.getState().previews[4012345]).toBeUndefined(); // on its way
    answer({ ID: 4012345, TypeDescription: 'Woning', City: 'Gent' });
    await settle();
    expect(store.getState().previews[4012345]).toMatchObject({ ID: 4012345, TypeDescription: 'Woning' });
  });

  it('drops an answer that arrives after a language change', async () => {
    const { answer } = pendingFetch();
    const store = createSearchStore('');
    store.setState({ status: 'ready', lang: 'nl' });
    void store.getState().preview(4012345);
    store.setState({ lang: 'fr', previews: {} });
    answer({ ID: 4012345, TypeDescription: 'Woning' });
    await settle();
    expect(store.getState().previews).toEqual({});
  });

  it("started from the server's settings and totals, shows the box at once and asks only for the index", async () => {
    const { fetch, answer } = pendingFetch();
    const store = createSearchStore('', { start: serverStart });
    expect(searchSnapshot(store)).toEqual(serverStart);
    const loading = store.getState().load('nl');
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(['/api/search-index?lang=nl']);
    expect(searchSnapshot(store)).toEqual(serverStart); // no blank box while the index comes
    answer(nlIndex);
    await loading;
    expect(store.getState().status).toBe('ready');
    expect(store.getState().search?.('gent').cities[0]).toMatchObject({ name: 'Gent', zip: '9000' });
    expect(searchSnapshot(store)).toEqual(serverStart);
  });

  it('asks for the settings again in another language', async () => {
    const { fetch } = pendingFetch();
    void createSearchStore('', { start: serverStart }).getState().load('fr');
    expect(fetch.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      '/api/config?lang=fr',
      '/api/search-index?lang=fr',
    ]);
  });
});
