import {
  ApiError,
  createApiClient,
  type ApiClient,
  type Lang,
  type OwnerDocument,
  type OwnerProperty,
  type OwnerSummary,
  type PropertyStatistics,
} from '@immo/shared';
import { createStore, type StoreApi } from 'zustand/vanilla';

/** What the portal shows: one view at a time, decided by the session and the visitor's steps. */
export type PortalView =
  | { name: 'checking' }
  | { name: 'login'; notice?: 'sessionExpired' | 'passwordChanged' | 'loggedOut' }
  | { name: 'forgotten' }
  | { name: 'reset'; token: string }
  | { name: 'dashboard' };

/** Data that is asked for: on its way, failed, or there. */
export type Loaded<T> = 'loading' | 'failed' | T;

/** What a form's request came to: done, or refused with the API's translated error. */
export type Outcome = { ok: true; message?: string } | { ok: false; error: ApiError };

export type PortalState = {
  view: PortalView;
  owner: OwnerSummary | null;
  properties: Loaded<OwnerProperty[]> | null;
  /** The property the owner looks at (the picker's choice). */
  selected: number | null;
  statistics: Record<number, Loaded<PropertyStatistics>>;
  documents: Record<number, Loaded<OwnerDocument[]>>;
  /** On start: a live session opens the dashboard, else the login form. */
  restore(): Promise<void>;
  login(email: string, password: string): Promise<Outcome>;
  logout(): Promise<void>;
  select(propertyId: number): void;
  /** The statistics and documents of the selected property, asked for again after a failure. */
  reload(): void;
  showLogin(): void;
  showForgotten(): void;
  askReset(email: string): Promise<Outcome>;
  /** The link of the password mail was opened: its token, read from the address. */
  openReset(token: string): void;
  resetPassword(password: string, passwordConfirmation: string): Promise<Outcome>;
  /** The visitor came back to the tab: an expired session shows the login form, not a broken page. */
  checkSession(): Promise<void>;
  /** The page's language changed: API texts and property titles follow it. */
  setLang(lang: Lang): Promise<void>;
};

export type PortalStore = StoreApi<PortalState>;

const LOGGED_OUT = { owner: null, properties: null, selected: null, statistics: {}, documents: {} } as const;

const asApiError = (error: unknown) => (error instanceof ApiError ? error : new ApiError(0, 'network', null));

/**
 * The remote's own store (DESIGN §2), one per mount: the session, the owner's properties and the
 * figures of the one selected. Every owner call goes through one API client, which keeps the
 * session's CSRF token for every change; an answer "session expired" from any call brings the
 * visitor back to the login form with that message.
 */
export function createPortalStore(apiBase: string, lang: Lang) {
  let client: ApiClient = createApiClient({ baseUrl: apiBase, lang, credentials: 'same-origin' });

  return createStore<PortalState>()((set, get) => {
    const expire = () => set({ ...LOGGED_OUT, view: { name: 'login', notice: 'sessionExpired' } });

    /** An owner call: its answer, or null when it failed (an expired session is handled here). */
    async function ownerCall<T>(call: () => Promise<T>): Promise<T | null> {
      try {
        return await call();
      } catch (error) {
        if (error instanceof ApiError && error.code === 'sessionExpired') expire();
        return null;
      }
    }

    async function loadFigures(propertyId: number) {
      set({
        statistics: { ...get().statistics, [propertyId]: 'loading' },
        documents: { ...get().documents, [propertyId]: 'loading' },
      });
      const [statistics, documents] = await Promise.all([
        ownerCall(() => client.owner.statistics(propertyId)),
        ownerCall(() => client.owner.documents(propertyId)),
      ]);
      if (!get().owner) return;
      set({
        statistics: { ...get().statistics, [propertyId]: statistics ?? 'failed' },
        documents: { ...get().documents, [propertyId]: documents ?? 'failed' },
      });
    }

    async function loadProperties() {
      if (get().properties === null) set({ properties: 'loading' });
      const properties = await ownerCall(() => client.owner.properties());
      if (!get().owner) return;
      set({ properties: properties ?? 'failed' });
      if (!properties) return;
      const selected = properties.some(({ property }) => property.ID === get().selected)
        ? get().selected
        : (properties[0]?.property.ID ?? null);
      set({ selected });
      if (selected !== null && get().statistics[selected] === undefined) await loadFigures(selected);
    }

    /** The session, checked again: gone (the cookie too) is an expired session. */
    const liveSession = () =>
      ownerCall(async () => {
        const session = await client.owner.session();
        if (!session) expire();
        return session;
      });

    const startSession = async (owner: OwnerSummary) => {
      set({ owner, view: { name: 'dashboard' } });
      await loadProperties();
    };

    return {
      view: { name: 'checking' },
      ...LOGGED_OUT,
      async restore() {
        if (get().view.name !== 'checking') return;
        try {
          const session = await client.owner.session();
          if (get().view.name !== 'checking') return;
          if (session) await startSession(session.owner);
          else set({ view: { name: 'login' } });
        } catch {
          if (get().view.name === 'checking') set({ view: { name: 'login' } });
        }
      },
      async login(email, password) {
        try {
          const { owner } = await client.owner.login(email, password);
          await startSession(owner);
          return { ok: true };
        } catch (error) {
          return { ok: false, error: asApiError(error) };
        }
      },
      async logout() {
        await ownerCall(() => client.owner.logout());
        set({ ...LOGGED_OUT, view: { name: 'login', notice: 'loggedOut' } });
      },
      select(propertyId) {
        set({ selected: propertyId });
        const loaded = get().statistics[propertyId];
        if (loaded === undefined || loaded === 'failed') void loadFigures(propertyId);
      },
      reload() {
        const { selected, properties } = get();
        if (properties === 'failed') void loadProperties();
        else if (selected !== null) void loadFigures(selected);
      },
      showLogin: () => set({ view: { name: 'login' } }),
      showForgotten: () => set({ view: { name: 'forgotten' } }),
      async askReset(email) {
        try {
          const { message } = await client.owner.passwordForgotten(email);
          return { ok: true, message };
        } catch (error) {
          return { ok: false, error: asApiError(error) };
        }
      },
      openReset: (token) => set({ ...LOGGED_OUT, view: { name: 'reset', token } }),
      async resetPassword(password, passwordConfirmation) {
        const view = get().view;
        if (view.name !== 'reset') return { ok: false, error: new ApiError(400, 'resetTokenInvalid', null) };
        try {
          await client.owner.passwordReset(view.token, password, passwordConfirmation);
          set({ view: { name: 'login', notice: 'passwordChanged' } });
          return { ok: true };
        } catch (error) {
          return { ok: false, error: asApiError(error) };
        }
      },
      async checkSession() {
        if (!get().owner) return;
        await liveSession();
      },
      async setLang(next) {
        if (next === client.lang) return;
        client = createApiClient({ baseUrl: apiBase, lang: next, credentials: 'same-origin' });
        if (!get().owner) return;
        // The new client learns the session's CSRF token; the property titles come in the new language.
        if (await liveSession()) await loadProperties();
      },
    };
  });
}
