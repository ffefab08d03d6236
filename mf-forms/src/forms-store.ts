import {
  ApiError,
  createApiClient,
  type AlertsAccess,
  type AppointmentSlot,
  type Lang,
  type LeadFormName,
  type PropertyType,
  type PublicProperty,
  type SearchAlertSummary,
  type TreeItem,
} from '@immo/shared';
import { storeReads, type ReadOptions } from '@immo/shared/remote';
import { createStore } from 'zustand/vanilla';

/** Where one form's request is: not sent, on its way, sent, or refused with the reason. */
export type Submission =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; message: string }
  | { status: 'failed'; reason: 'network' | 'unavailable' | 'invalid' | 'refused'; error?: ApiError };

/**
 * The alerts of the address of a mailed link (the alerts page): being read, read (with how many the
 * last press ended), the link refused (a wrong or outdated signature), or no answer.
 */
export type AlertsView =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; alerts: SearchAlertSummary[]; ended: number | null }
  | { status: 'refused' | 'failed' };

export type FormsState = {
  /** By form key (the form's name, with the property id on a property page). */
  submissions: Record<string, Submission>;
  /** By form key: how many times the form's check was started afresh (after each try the last payload is spent). */
  captchaAttempts: Record<string, number>;
  /** The property types by language (the valuation asks which type the home is). */
  types: Partial<Record<Lang, PropertyType[]>>;
  /** Resolves once the types are there or could not be read (a server render waits on it). */
  loadTypes(lang: Lang, options?: Retry): Promise<void>;
  /** The free appointment slots of a property, by id; null while they load or when they failed. */
  slots: Record<number, AppointmentSlot[] | 'loading' | 'failed'>;
  loadSlots(propertyId: number, options?: { again?: boolean }): void;
  /** The property a panel is about (its goal decides between an offer and a rental application). */
  properties: Record<number, PublicProperty | 'loading' | 'failed'>;
  /** Resolves once the property is there or could not be read (a server render waits on it). */
  loadProperty(propertyId: number, lang: Lang, options?: Retry): Promise<void>;
  /** Sends one request; a second call while one is on its way is ignored (a double click). */
  submit(key: string, form: LeadFormName, lang: Lang, body: Record<string, unknown>): Promise<Submission>;
  /** Asks for a search alert (POST /api/alerts), kept under `key` as a form's request is. */
  submitAlert(key: string, lang: Lang, body: Record<string, unknown>): Promise<Submission>;
  /** The alerts of a mailed link's address. */
  alerts: AlertsView;
  /** Reads them; with `end`, ends that alert (an id) or all of them ('all') first. */
  loadAlerts(lang: Lang, access: AlertsAccess, end?: number | 'all'): Promise<void>;
  /** Sends a mailed link's token (the confirm page's button), kept under `key` as a form's request is. */
  confirm(key: string, lang: Lang, token: string): Promise<Submission>;
  /** A new check for a form (after a failed attempt, when the connection comes back); the widget fetches its challenge. */
  newCaptcha(key: string): void;
  reset(key: string): void;
  /** The region tree of the demand register by language. */
  regions: Partial<Record<Lang, TreeItem[]>>;
  /** Resolves once the tree is there or could not be read (then `regions[lang]` stays empty). */
  loadRegions(lang: Lang, options?: Retry): Promise<void>;
};

/** A read that failed is read again only when asked with `retry` (storeReads of @immo/shared/remote). */
type Retry = Pick<ReadOptions, 'retry'>;

/**
 * What the store starts from on a page the server rendered: the public data that render showed
 * (the types, the regions, the panel's property). Never a visitor's request, draft or captcha.
 */
export type FormsSnapshot = Pick<FormsState, 'types' | 'regions'> & {
  /** The panels' properties that were read (one that could not be is the browser's to ask again). */
  properties: Record<number, PublicProperty>;
};

export type FormsStoreOptions = {
  /** The server's answers (hydration). */
  start?: FormsSnapshot | undefined;
  /** The server render's way to the API (no socket); the browser's own fetch otherwise. */
  fetch?: typeof fetch | undefined;
};

/** The answers a render used, for the browser's store to start from (the server's state of the slot). */
export function formsSnapshot(store: FormsStore): FormsSnapshot {
  const { types, regions, properties } = store.getState();
  const read = Object.entries(properties).filter(
    (entry): entry is [string, PublicProperty] => typeof entry[1] === 'object',
  );
  return { types, regions, properties: Object.fromEntries(read) };
}

const reasonOf = (error: unknown): Extract<Submission, { status: 'failed' }>['reason'] => {
  if (!(error instanceof ApiError) || error.code === 'network') return 'network';
  if (error.status >= 500) return 'unavailable';
  return error.status === 400 ? 'invalid' : 'refused';
};

/**
 * The remote's own store (DESIGN §2), one per mount: every request to the API lives here, the
 * forms render from it. Leads are sent without credentials: a widget on an agency's site posts
 * cross-origin, and a lead needs no cookie.
 */
export function createFormsStore(apiBase: string, { start, fetch }: FormsStoreOptions = {}) {
  const read = storeReads();
  return createStore<FormsState>()((set, get) => {
    const put = <K extends 'submissions' | 'captchaAttempts'>(slice: K, key: string, value: FormsState[K][string]) =>
      set({ [slice]: { ...get()[slice], [key]: value } } as Partial<FormsState>);
    const client = (lang: Lang) =>
      createApiClient({ baseUrl: apiBase, lang, credentials: 'omit', ...(fetch ? { fetch } : {}) });
    /** One request under `key`: a second while it is on its way is ignored (a double click). */
    const send = async (key: string, request: () => Promise<{ message: string }>): Promise<Submission> => {
      const current = get().submissions[key];
      if (current?.status === 'sending') return current;
      put('submissions', key, { status: 'sending' });
      let result: Submission;
      try {
        result = { status: 'sent', message: (await request()).message };
      } catch (error) {
        result = { status: 'failed', reason: reasonOf(error), ...(error instanceof ApiError && { error }) };
      }
      put('submissions', key, result);
      return result;
    };
    return {
      submissions: {},
      captchaAttempts: {},
      types: start?.types ?? {},
      slots: {},
      properties: start?.properties ?? {},
      loadProperty(propertyId, lang, { retry } = {}) {
        const answer = (property: PublicProperty | 'failed') =>
          set({ properties: { ...get().properties, [propertyId]: property } });
        return read(
          `property:${propertyId}`,
          () => {
            set({ properties: { ...get().properties, [propertyId]: 'loading' } });
            return client(lang)
              .property(propertyId)
              .then(
                (property) => {
                  answer(property);
                  return true;
                },
                () => {
                  answer('failed');
                  return false;
                },
              );
          },
          { retry, answered: typeof get().properties[propertyId] === 'object' },
        );
      },
      loadSlots(propertyId, { again = false } = {}) {
        const current = get().slots[propertyId];
        if (current && current !== 'failed' && !again) return;
        set({ slots: { ...get().slots, [propertyId]: 'loading' } });
        client('en')
          .appointmentSlots(propertyId)
          .then(
            (slots) => set({ slots: { ...get().slots, [propertyId]: slots } }),
            () => set({ slots: { ...get().slots, [propertyId]: 'failed' } }),
          );
      },
      loadTypes(lang, { retry } = {}) {
        const types = () =>
          client(lang)
            .types()
            .then(
              (answer) => {
                set({ types: { ...get().types, [lang]: answer } });
                return true;
              },
              () => false, // the select stays empty; the API's answer to the form names the field
            );
        return read(`types:${lang}`, types, { retry, answered: Boolean(get().types[lang]) });
      },
      submit(key, form, lang, body) {
        return send(key, () => client(lang).submitLead(form, body));
      },
      submitAlert(key, lang, body) {
        return send(key, () => client(lang).alerts.create(body));
      },
      alerts: { status: 'idle' },
      async loadAlerts(lang, access, end) {
        const api = client(lang).alerts;
        set({ alerts: { status: 'loading' } });
        try {
          const ended = end === undefined ? null : (await api.end(access, end === 'all' ? undefined : end)).ended;
          set({ alerts: { status: 'ready', alerts: await api.list(access), ended } });
        } catch (error) {
          const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
          set({ alerts: { status: refused ? 'refused' : 'failed' } });
        }
      },
      confirm(key, lang, token) {
        return send(key, () => client(lang).confirm(token));
      },
      newCaptcha(key) {
        put('captchaAttempts', key, (get().captchaAttempts[key] ?? 0) + 1);
      },
      reset(key) {
        put('submissions', key, { status: 'idle' });
      },
      regions: start?.regions ?? {},
      loadRegions(lang, { retry } = {}) {
        const regions = () =>
          client(lang)
            .regions()
            .then(
              (answer) => {
                set({ regions: { ...get().regions, [lang]: answer } });
                return true;
              },
              () => false,
            );
        return read(`regions:${lang}`, regions, { retry, answered: Boolean(get().regions[lang]) });
      },
    };
  });
}

export type FormsStore = ReturnType<typeof createFormsStore>;
