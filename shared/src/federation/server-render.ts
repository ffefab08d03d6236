import type { Lang } from '../i18n/languages.js';
/** Where a slot is: the page's own, or the footer every page has (the remote contract's SlotPlace). */
export type SlotPlace = 'page' | 'footer';

/**
 * What the site server asks of a remote's server bundle (DESIGN §7, `./ssr`): render one slot of
 * one page. The remote loads its data through the same store code it uses in the browser, with a
 * store made for this request alone.
 */
export type SlotRenderRequest = {
  lang: Lang;
  /** The route the server resolved once for the whole page. */
  route: { page: string; params: Record<string, string> };
  /** The page's path, as requested. */
  pathname: string;
  /** The page's query string without '?' (a list's filters and page number). */
  search: string;
  place: SlotPlace;
  /** Origin of the site API as the remote's code reaches it ('' with `fetch` given). */
  apiBase: string;
  /** Where the remote's links point ('' on the site itself). */
  siteBase: string;
  /** The server's own way to the API (no socket); a remote passes it to its API client. */
  fetch?: typeof fetch;
  /** Aborted when the slot's time budget is over: the remote stops and the browser renders the slot. */
  signal: AbortSignal;
  /**
   * The prefix of the ids React makes in this slot (useId: a field's label, hint and error): from
   * the slot's element id (slotIdentifierPrefix), as the browser hydrates it, so two slots of a
   * page never share an id.
   */
  identifierPrefix?: string;
};

/** The useId prefix of the slot with this element id, the same in the server's render and the browser's. */
export function slotIdentifierPrefix(slotId: string): string {
  return `${slotId}-`;
}

/** A slot's server render: its markup and what the browser needs to hydrate it. */
export type SlotRender = {
  html: string;
  /** JSON the remote's browser store starts from (the same answers, no second request). */
  state: unknown;
  /** The texts the render used, by namespace, in the request's language. */
  translations: Record<string, Record<string, unknown>>;
  /** The remote's own stylesheet, as text (remotes ship their CSS inside their scripts). */
  css: string;
  /** The remote's version: a browser that loads another version renders the slot afresh. */
  version: string;
};

/** The module a remote's server bundle exposes as `./ssr`. */
export type SlotRenderModule = { render(request: SlotRenderRequest): Promise<SlotRender> };
