import { createShellStore } from './shell-store.js';

describe("the shell's store", () => {
  it("keeps the server's 404 for the path it answered, and takes another path as found", () => {
    const unknown = '/property/999999/';
    const store = createShellStore({ pathname: unknown, status: 404 });
    expect(store.getState().status).toBe(404);
    store.getState().setPath(unknown);
    expect(store.getState().status).toBe(404);
    store.getState().setPath('/nl/te-koop/');
    expect(store.getState().status).toBe(200);
    store.getState().setPath(unknown);
    expect(store.getState().status).toBe(404);
  });

  it('keeps the route it has for the path it shows, so nothing renders again', () => {
    const store = createShellStore({ pathname: '/nl/te-koop/' });
    const shown = store.getState().route;
    const renders = jest.fn();
    store.subscribe(renders);
    store.getState().setPath('/nl/te-koop/');
    expect(store.getState().route).toBe(shown);
    expect(renders).not.toHaveBeenCalled();
    store.getState().setPath('/fr/a-vendre/');
    expect(store.getState().route).toMatchObject({ lang: 'fr', page: 'for-sale' });
    expect(renders).toHaveBeenCalledTimes(1);
  });
});
