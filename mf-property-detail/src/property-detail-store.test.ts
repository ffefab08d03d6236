import { waitFor } from '@testing-library/react';
import { properties } from '@immo/shared/data';
import { sampleApi } from '../test/render';
import { createDetailStore, entryKey } from './property-detail-store';

const [id, other] = properties.map((property) => property.ID) as [number, number];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the detail remote's store", () => {
  beforeEach(() => sessionStorage.clear());

  it('counts one page view per property and visit, nothing about the visitor', async () => {
    const api = sampleApi();
    const store = createDetailStore('');
    store.getState().countView(id);
    store.getState().countView(id);
    createDetailStore('').getState().countView(id); // a later mount in the same tab
    await settle();
    const views = api.requests.filter(({ url }) => url.pathname === '/api/page-views');
    expect(views).toHaveLength(1);
    expect(views[0]!.method).toBe('POST');
    store.getState().countView(other);
    await settle();
    expect(api.requests.filter(({ url }) => url.pathname === '/api/page-views')).toHaveLength(2);
  });

  it('asks once per property and language, and knows an unknown property from a failure', async () => {
    const api = sampleApi();
    const store = createDetailStore('');
    store.getState().load(id, 'nl');
    store.getState().load(id, 'nl');
    store.getState().load(999999, 'nl');
    await settle();
    expect(api.requests.filter(({ url }) => url.pathname === `/api/properties/${id}`)).toHaveLength(1);
    expect(store.getState().entries[entryKey(id, 'nl')]).toMatchObject({ status: 'ready', property: { ID: id } });
    expect(store.getState().entries[entryKey(999999, 'nl')]).toEqual({ status: 'not-found' });
    store.getState().load(id, 'fr');
    await settle();
    expect(store.getState().entries[entryKey(id, 'fr')]).toMatchObject({ property: { language: 'fr' } });
  });

  it('reads a failed property again on retry, even while the calculators are still loading', async () => {
    const asked: string[] = [];
    // The property fails; the site's config (the calculators) never answers.
    const fetch = (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://site.test');
      asked.push(url.pathname);
      if (url.pathname === '/api/config') return new Promise<Response>(() => {});
      return Promise.resolve(new Response('{}', { status: 500 }));
    };
    const store = createDetailStore('', { fetch: fetch as typeof globalThis.fetch });
    void store.getState().load(id, 'nl');
    await waitFor(() => expect(store.getState().entries[entryKey(id, 'nl')]?.status).toBe('failed'));
    void store.getState().load(id, 'nl', { retry: true });
    expect(asked.filter((path) => path === `/api/properties/${id}`)).toHaveLength(2);
  });
});
