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
});
