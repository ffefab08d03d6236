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
});
