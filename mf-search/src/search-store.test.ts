import { createSearchStore } from './search-store.js';

/** A fetch whose answers the test gives when it likes; the page's own fetch comes back after each test. */
function pendingFetch() {
  const answers: Array<(value: unknown) => void> = [];
  const fetch = jest.fn(() => new Promise((resolve) => answers.push(resolve)));
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  const answer = (body: unknown) =>
    answers.shift()!({ ok: true, status: 200, json: async () => body } as unknown as Response);
  return { fetch, answer };
}

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
});
