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
  /** Started in the browser alone: nothing to show until the session check answers. */
  | { name: 'checking' }
  | { name: 'login'; notice?: 'sessionExpired' | 'passwordChanged' | 'loggedOut' }
  | { name: 'forgotten' }
  | { name: 'reset'; token: string }
  | { name: 'dashboard' };

/** Data that is asked for: on its way, failed, or there. */
export type Loaded<T> = 'loading' | 'failed' | T;

/** What a form's request came to: done, or refused with the API's translated error. */
export type Outcome = { ok: true; message?: string } | { ok: false; error: ApiError };

/** The session check on start (`restore`): not asked yet, on its way, or answered. */
export type SessionCheck = 'ahead' | 'running' | 'done';

export type PortalState = {
  view: PortalView;
  sessionCheck: SessionCheck;
  owner: OwnerSummary | null;
  properties: Loaded<OwnerProperty[]> | null;
  /** The property the owner looks at (the picker's choice). */
  selected: number | null;
  statistics: Record<number, Loaded<PropertyStatistics>>;
  documents: Record<number, Loaded<OwnerDocument[]>>;
  /**
   * On start: a live session opens the dashboard, else the login form — unless the visitor moved
   * on meanwhile (logged in, asked for a new password, opened the reset link).
   */
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

/**
 * What a page the server rendered starts the portal from, on the server and in the browser that
 * hydrates it (DESIGN §7): the login form an anonymous visitor sees. The server never knows the
 * owner's session (no cookie reaches it), so the session is asked for in the browser, after
 * hydration, with the form already there.
 */
export type PortalSnapshot = { view: { name: 'login' } };

export const ANONYMOUS_START: PortalSnapshot = { view: { name: 'login' } };

export type PortalStoreOptions = {
  /** The server's render, or the state it sent: the login form from the start. */
  start?: PortalSnapshot | undefined;
};

const LOGGED_OUT = { owner: null, properties: null, selected: null, statistics: {}, documents: {} } as const;

const asApiError = (error: unknown) => (error instanceof ApiError ? error : new ApiError(0, 'network', null));

/**
 * The remote's own store (DESIGN §2), one per mount: the session, the owner's properties and the
 * figures of the one selected. Every owner call goes through one API client, which keeps the
 * session's CSRF token for every change; an answer "session expired" from any call brings the
 * visitor back to the login form with that message.
 */
export function createPortalStore(apiBase: string, lang: Lang, { start }: PortalStoreOptions = {}) {
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

    /** The session on start, or null without one (or without an answer: the login form is the way on). */
    const sessionOnStart = () => client.owner.session().catch(() => null);

    return {
      // A server render and its hydration start at the login form; the browser alone shows nothing
      // until the session is known.
      view: start ? { name: 'login' } : { name: 'checking' },
      sessionCheck: 'ahead',
      ...LOGGED_OUT,
      async restore() {
        if (get().sessionCheck !== 'ahead') return;
        const startView = get().view;
        set({ sessionCheck: 'running' });
        const session = await sessionOnStart();
        set({ sessionCheck: 'done' });
        // The visitor's own step meanwhile wins over the answer.
        if (get().view !== startView) return;
        if (session) await startSession(session.owner);
        else if (startView.name === 'checking') set({ view: { name: 'login' } });
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
