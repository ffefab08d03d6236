import type { Lang } from '../i18n/languages.js';

/**
 * Where on the site's page the shell mounts a remote: the page's own slot, or the slot in the
 * footer that every page has (mf-forms' newsletter sign-up).
 */
import type { SlotPlace } from '../federation/server-render.js';

export type { SlotPlace };

/** What the shell passes to a remote it mounts (DESIGN §3 `./app`). */
export type RemoteAppProps = {
  name: string;
  lang: string;
  route: { page: string; params: Record<string, string> };
  /** The page's path and query ('?' included) as the shell resolved the route from (absent from an older shell). */
  location?: { pathname: string; search: string };
  /** Absent from a shell older than the footer slot: the page's slot. */
  place?: SlotPlace;
  apiBase: string;
  siteBase: string;
  domElement?: HTMLElement;
  /** The server's render of this slot, when the page came with one: the remote hydrates it. */
  server?: ServerSlotData;
};

/** What the page carries for a slot the server rendered (DESIGN §7). */
export type ServerSlotData = {
  /** The remote version that rendered it: another version renders afresh instead of hydrating. */
  version: string;
  /** What the remote's store starts from. */
  state: unknown;
  /** The page's texts in its language, by namespace (one payload for the whole page). */
  translations: Record<string, Record<string, unknown>>;
};

/** What an embedding page gives a widget (DESIGN §3 `./widget`). */
export type WidgetOptions = {
  lang: Lang;
  /** Origin (and path prefix) of the site API, e.g. "https://immo-lys.be"; '' for the page's own. */
  apiBase: string;
  /** Where the widget's links point: the agency's site that shows the full pages. */
  siteBase: string;
  /** The custom element's name, for remotes that expose several (immo-valuation-form, immo-contact-form). */
  element?: string;
  /** Widget-specific attributes of the element (e.g. goal, city of <immo-property-list>). */
  params?: Record<string, string>;
};

/** `mount(element, options)` returns this: call it to unmount; `update` re-renders with new options. */
export type WidgetHandle = (() => void) & { update(options: WidgetOptions): void };

/** The module a remote exposes as `./widget`. */
export type WidgetModule = { mount(element: HTMLElement, options: WidgetOptions): WidgetHandle };
