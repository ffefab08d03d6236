import type { SlotRender, SlotRenderRequest } from '../federation/server-render.js';
import { untilAborted } from './until-aborted.js';

/** The one render of a key has its own time limit: a page whose budget runs out does not stop it for the next. */
const RENDER_LIMIT_MS = 10_000;

/** What such a slot's render depends on: its language, where its links and API calls go, its ids. */
const renderKey = (request: SlotRenderRequest) =>
  [request.lang, request.identifierPrefix ?? '', request.siteBase, request.apiBase].join('|');

/**
 * A slot that is the same on every page of a language (the cookie dialog, the footer's sign-up):
 * rendered once per language, link base and id prefix, and every page after that takes it as it
 * is. A render that failed is tried again on the next page; each page waits within its own budget.
 */
export function keptRender(render: (request: SlotRenderRequest) => Promise<SlotRender>) {
  const rendered = new Map<string, Promise<SlotRender>>();
  return (request: SlotRenderRequest): Promise<SlotRender> => {
    const key = renderKey(request);
    let rendering = rendered.get(key);
    if (!rendering) {
      rendering = render({ ...request, signal: AbortSignal.timeout(RENDER_LIMIT_MS) });
      rendered.set(key, rendering);
      rendering.catch(() => rendered.delete(key));
    }
    return untilAborted(rendering, request.signal);
  };
}
