import { fakeOwnerApi, PROPERTIES } from '../test/fake-api';
import { ANONYMOUS_START, createPortalStore } from './owner-portal-store';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the portal store', () => {
  it('opens the login form when there is no session, the dashboard when there is one', async () => {
    fakeOwnerApi();
    const anonymous = createPortalStore('', 'nl');
    await anonymous.getState().restore();
    expect(anonymous.getState().view).toEqual({ name: 'login' });

    fakeOwnerApi({ loggedIn: true });
    const returning = createPortalStore('', 'nl');
    await returning.getState().restore();
    expect(returning.getState().view).toEqual({ name: 'dashboard' });
    expect(returning.getState().owner?.name).toBe('An Peeters');
  });

  it("starts from the server's login form; the session check after hydration keeps it, or opens the dashboard", async () => {
    fakeOwnerApi();
    const anonymous = createPortalStore('', 'nl', { start: ANONYMOUS_START });
    expect(anonymous.getState()).toMatchObject({ view: { name: 'login' }, sessionCheck: 'ahead' });
    const checking = anonymous.getState().restore();
    expect(anonymous.getState()).toMatchObject({ view: { name: 'login' }, sessionCheck: 'running' });
    await checking;
    expect(anonymous.getState()).toMatchObject({ view: { name: 'login' }, sessionCheck: 'done' });

    fakeOwnerApi({ loggedIn: true });
    const returning = createPortalStore('', 'nl', { start: ANONYMOUS_START });
    await returning.getState().restore();
    expect(returning.getState()).toMatchObject({ view: { name: 'dashboard' }, owner: { name: 'An Peeters' } });
  });

  it("lets the visitor's own step during the session check win over its answer", async () => {
    fakeOwnerApi({ loggedIn: true });
    const store = createPortalStore('', 'nl', { start: ANONYMOUS_START });
    const checking = store.getState().restore();
    store.getState().showForgotten();
    await checking;
    expect(store.getState()).toMatchObject({ view: { name: 'forgotten' }, owner: null, sessionCheck: 'done' });
  });

  it('checks the session once', async () => {
    const api = fakeOwnerApi();
    const store = createPortalStore('', 'nl', { start: ANONYMOUS_START });
    await Promise.all([store.getState().restore(), store.getState().restore()]);
    await store.getState().restore();
    expect(api.requests.filter((request) => request.path === '/api/owner/session')).toHaveLength(1);
  });

  it('logs in: the first property is selected and its figures and documents are loaded', async () => {
    const api = fakeOwnerApi();
    const store = createPortalStore('', 'nl');
    const outcome = await store.getState().login('an.peeters@example.be', 'Zonnebloem-2026');
    expect(outcome).toEqual({ ok: true });
    expect(store.getState().selected).toBe(PROPERTIES[0]!.property.ID);
    expect(store.getState().statistics[4011958]).toMatchObject({ totals: { visits: 9 } });
    expect(store.getState().documents[4011958]).toEqual([{ name: 'EPC', url: '/media/epc.pdf', size: 240_000 }]);
    expect(api.requests.map((request) => request.path)).toContain('/api/owner/properties/4011958/documents');
  });

  it("gives the API's refusal back to the form and stays on the login form", async () => {
    fakeOwnerApi();
    const store = createPortalStore('', 'nl');
    await store.getState().restore();
    const outcome = await store.getState().login('an.peeters@example.be', 'wrong');
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error.code).toBe('loginFailed');
    expect(!outcome.ok && outcome.error.message).toBe('Ongeldig e-mailadres of wachtwoord');
    expect(store.getState().view.name).toBe('login');
  });

  it('switches property: the other one is loaded once, the first kept', async () => {
    const api = fakeOwnerApi();
    const store = createPortalStore('', 'nl');
    await store.getState().login('an.peeters@example.be', 'Zonnebloem-2026');
    store.getState().select(4012345);
    await settle();
    expect(store.getState().selected).toBe(4012345);
    expect(store.getState().statistics[4012345]).toMatchObject({ totals: { visits: 3 } });
    store.getState().select(4011958);
    expect(store.getState().statistics[4011958]).toMatchObject({ totals: { visits: 9 } });
    expect(api.requests.filter((request) => request.path.endsWith('/4011958/statistics'))).toHaveLength(1);
  });

  it('sends the CSRF token of the session with every change (log out)', async () => {
    const api = fakeOwnerApi();
    const store = createPortalStore('', 'nl');
    await store.getState().login('an.peeters@example.be', 'Zonnebloem-2026');
    await store.getState().logout();
    const logout = api.requests.find((request) => request.path === '/api/owner/logout')!;
    expect(logout.headers['x-csrf-token']).toBe('csrf-1');
    expect(store.getState()).toMatchObject({
      view: { name: 'login', notice: 'loggedOut' },
      owner: null,
      selected: null,
    });
  });

  it('brings an expired session back to the login form with a message, its data forgotten', async () => {
    const api = fakeOwnerApi();
    const store = createPortalStore('', 'nl');
    await store.getState().login('an.peeters@example.be', 'Zonnebloem-2026');
    api.expireSession();
    store.getState().select(4012345);
    await settle();
    expect(store.getState()).toMatchObject({
      view: { name: 'login', notice: 'sessionExpired' },
      owner: null,
      properties: null,
      statistics: {},
    });
  });

  it('checks the session when the visitor comes back to the tab', async () => {
    const api = fakeOwnerApi();
    const store = createPortalStore('', 'nl');
    await store.getState().login('an.peeters@example.be', 'Zonnebloem-2026');
    api.expireSession();
    await store.getState().checkSession();
    expect(store.getState().view).toEqual({ name: 'login', notice: 'sessionExpired' });
  });

  it('keeps the session through a language switch, the titles asked for in the new language', async () => {
    const api = fakeOwnerApi();
    const store = createPortalStore('', 'nl');
    await store.getState().login('an.peeters@example.be', 'Zonnebloem-2026');
    await store.getState().setLang('fr');
    expect(store.getState().view).toEqual({ name: 'dashboard' });
    const properties = api.requests.filter((request) => request.path === '/api/owner/properties');
    expect(properties).toHaveLength(2);
  });

  it('changes the password with the token of the link, then says so on the login form', async () => {
    const api = fakeOwnerApi();
    const store = createPortalStore('', 'nl');
    store.getState().openReset('token-from-the-mail');
    expect(await store.getState().resetPassword('Nieuw-wachtwoord-2026', 'Nieuw-wachtwoord-2026')).toEqual({
      ok: true,
    });
    expect(api.requests.at(-1)!.body).toMatchObject({
      token: 'token-from-the-mail',
      password: 'Nieuw-wachtwoord-2026',
    });
    expect(store.getState().view).toEqual({ name: 'login', notice: 'passwordChanged' });
  });

  it('keeps the form when there is no connection: the outcome says so', async () => {
    fakeOwnerApi({ routes: [(request) => (request.path === '/api/owner/login' ? 'offline' : undefined)] });
    const store = createPortalStore('', 'nl');
    const outcome = await store.getState().login('an.peeters@example.be', 'Zonnebloem-2026');
    expect(!outcome.ok && outcome.error.code).toBe('network');
  });
});
