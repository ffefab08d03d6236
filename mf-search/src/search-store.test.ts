import { createSearchStore } from './search-store.js';

describe("the search box's store", () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for a property by ID once, and drops an answer that arrives after a language change', async () => {
    let answer: (value: unknown) => void = () => {};
    const fetch = jest.fn(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
    const store = createSearchStore('');
    store.setState({ status: 'ready', lang: 'nl' });
    void store.getState().preview(4012345);
    void store.getState().preview(4012345);
    expect(fetch).toHaveBeenCalledTimes(1);
    store.setState({ lang: 'fr', previews: {} });
    answer({ ok: true, status: 200, json: async () => ({ ID: 4012345, TypeDescription: 'Woning' }) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.getState().previews).toEqual({});
  });
});
