import type { ConsentCategory, ConsentState } from '../consent/categories.js';
import type { LeadFormName } from '../entities/forms/form-names.js';
import type { Lang } from '../i18n/languages.js';

/**
 * The browser events micro-frontends talk through (DESIGN §2: no shared store). Each carries
 * a typed detail; the names are prefixed so they never collide with a host page's events.
 */
export type ImmoEventMap = {
  'language-changed': { lang: Lang };
  'consent-changed': ConsentState;
  /**
   * Ask the consent remote for its settings (the footer's "Cookie settings" sends no detail), or to
   * accept one category at once (the button of an embed blocked for want of that consent).
   */
  'open-cookie-settings': { accept?: ConsentCategory } | null;
  /**
   * Ask the property's contact panel (mf-forms) to open one of its requests with the focus in its
   * form: the property page's "Request the documents" (mf-property-detail). A panel that mounts
   * later (phones load it as it comes into view) takes the last one, once (replay).
   */
  'open-property-request': { propertyId: number; request: LeadFormName };
  /** Ask the shell to navigate (a remote never touches history itself). */
  navigate: { path: string; replace?: boolean };
};
export type ImmoEventName = keyof ImmoEventMap;

const PREFIX = 'immo:';
// Registered symbol: several copies of this package on one page (a remote built against
// another major) still share the last value of each event.
const LAST_VALUES = Symbol.for('immo.events.last');
// For onRequest: how many times each event was emitted, at which count a request was last
// answered, and the asks answered (a remote built against 4.0 emits without counting).
const EMITTED = Symbol.for('immo.events.emitted');
const ANSWERED = Symbol.for('immo.events.answered');
const ANSWERED_ASKS = Symbol.for('immo.events.answered-asks');

type Counts = Partial<Record<ImmoEventName, number>>;
type EventHost = EventTarget & {
  [LAST_VALUES]?: Partial<ImmoEventMap>;
  [EMITTED]?: Counts;
  [ANSWERED]?: Counts;
  [ANSWERED_ASKS]?: WeakSet<object>;
};

const FALLBACK_TARGET = Symbol.for('immo.events.target');

/** `window` in a browser; outside one (server rendering, tests) a shared stand-in. */
function defaultTarget(): EventHost {
  const global = globalThis as unknown as Partial<EventHost> & { [FALLBACK_TARGET]?: EventHost };
  if (typeof global.addEventListener === 'function') return global as EventHost;
  return (global[FALLBACK_TARGET] ??= new EventTarget() as EventHost);
}

export function emit<Name extends ImmoEventName>(
  name: Name,
  detail: ImmoEventMap[Name],
  target: EventTarget = defaultTarget(),
): void {
  const host = target as EventHost;
  host[LAST_VALUES] = { ...host[LAST_VALUES], [name]: detail };
  host[EMITTED] = { ...host[EMITTED], [name]: (host[EMITTED]?.[name] ?? 0) + 1 };
  target.dispatchEvent(new CustomEvent(PREFIX + name, { detail }));
}

export type OnOptions = {
  /** Call the handler at once with the last value emitted before subscribing, if any. */
  replay?: boolean;
  target?: EventTarget;
};

/** Subscribes to an event; returns the function that unsubscribes. */
export function on<Name extends ImmoEventName>(
  name: Name,
  handler: (detail: ImmoEventMap[Name]) => void,
  options: OnOptions = {},
): () => void {
  const target = (options.target ?? defaultTarget()) as EventHost;
  const listener = (event: Event) => handler((event as CustomEvent<ImmoEventMap[Name]>).detail);
  target.addEventListener(PREFIX + name, listener);
  const last = target[LAST_VALUES]?.[name];
  if (options.replay && last !== undefined) handler(last as ImmoEventMap[Name]);
  return () => target.removeEventListener(PREFIX + name, listener);
}

/**
 * Subscribes to a request, an event that asks for something to be done once (open the cookie
 * settings, open a property's request form). A listener that subscribes after the last request was
 * emitted gets it too, unless a listener already answered it: the consent remote's code that comes
 * after the visitor pressed "Cookie settings", a panel a phone scrolls to, take the ask they missed;
 * a listener mounted again does not take it twice. The handler returns `false` for an ask that is
 * not its own (another property's), which leaves it unanswered. An ask without a detail (`null`)
 * from a remote built against 4.0 is not replayed: that copy does not count what it emits.
 */
export function onRequest<Name extends ImmoEventName>(
  name: Name,
  handler: (detail: ImmoEventMap[Name]) => boolean | void,
  options: Pick<OnOptions, 'target'> = {},
): () => void {
  const target = (options.target ?? defaultTarget()) as EventHost;
  const answer = (detail: ImmoEventMap[Name]) => {
    const emitted = target[EMITTED]?.[name] ?? 0;
    if (handler(detail) === false) return;
    target[ANSWERED] = { ...target[ANSWERED], [name]: emitted };
    if (typeof detail === 'object' && detail !== null) (target[ANSWERED_ASKS] ??= new WeakSet()).add(detail);
  };
  // Before listening: a handler that throws on the missed ask leaves no listener behind.
  if (unanswered(target, name)) answer(target[LAST_VALUES]![name] as ImmoEventMap[Name]);
  const listener = (event: Event) => answer((event as CustomEvent<ImmoEventMap[Name]>).detail);
  target.addEventListener(PREFIX + name, listener);
  return () => target.removeEventListener(PREFIX + name, listener);
}

/** The last ask of `name` was emitted and no listener has answered it yet. */
function unanswered(target: EventHost, name: ImmoEventName): boolean {
  const values = target[LAST_VALUES];
  if (!values || !(name in values)) return false;
  if ((target[EMITTED]?.[name] ?? 0) > (target[ANSWERED]?.[name] ?? 0)) return true;
  const last: unknown = values[name];
  return typeof last === 'object' && last !== null && !target[ANSWERED_ASKS]?.has(last);
}

/** The last value of an event, e.g. the consent state for a remote mounted after the choice. */
export function lastEmitted<Name extends ImmoEventName>(
  name: Name,
  target: EventTarget = defaultTarget(),
): ImmoEventMap[Name] | undefined {
  return (target as EventHost)[LAST_VALUES]?.[name] as ImmoEventMap[Name] | undefined;
}

export function eventType(name: ImmoEventName): string {
  return PREFIX + name;
}
