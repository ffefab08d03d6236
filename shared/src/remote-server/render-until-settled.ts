import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import type { SlotRenderRequest } from '../federation/server-render.js';
import { untilAborted, whenAborted } from './until-aborted.js';

/** What a render needs of the slot's request: when to stop, and the slot's id prefix. */
type RenderRequest = Pick<SlotRenderRequest, 'signal' | 'identifierPrefix'>;

/** Enough for a page whose data depends on data (a list's page size on its menu module); never a loop. */
const MAX_PASSES = 4;

/** React's prerender waits for every lazy part and Suspense boundary: the whole slot, nothing left to stream. */
async function prerenderToString(element: ReactNode, { signal, identifierPrefix }: RenderRequest): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    signal,
    ...(identifierPrefix ? { identifierPrefix } : {}),
    // An abort is the site server's budget speaking (it logs the slot left to the browser). An error
    // inside a Suspense boundary leaves that part to the browser: it is said once, here.
    onError: (error) => {
      if (!signal.aborted) console.error('[server render] a part is left to the browser:', error);
    },
  });
  // A Node stream of Buffers (typed here without Node's own types: this package is built for browsers too).
  const chunks = prelude as unknown as AsyncIterable<string | { toString(encoding: 'utf8'): string }>;
  let html = '';
  for await (const chunk of chunks) html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
  return html;
}

/**
 * A remote's tree rendered on the server in one pass (DESIGN §7): each part that needs an answer
 * asks its store and suspends until it is there, and React's prerender waits for it (and for lazy
 * parts) before writing that part — the same components and store code as in the browser.
 */
export async function renderWhenLoaded(element: ReactNode, request: RenderRequest): Promise<string> {
  const rendering = prerenderToString(element, request);
  // Once aborted nobody awaits the render: its own rejection must not go unhandled.
  rendering.catch(() => {});
  return untilAborted(rendering, request.signal);
}

/**
 * A remote's tree rendered on the server as its store fills (DESIGN §7): each pass renders (waiting
 * for lazy parts, React's prerender), the store asks for what the tree needs during that render
 * (`pending` gives the loads asked since it was last called), and once nothing new is asked the last render is
 * the slot's markup. The same components and store code as in the browser: no second data path.
 */
export async function renderUntilSettled(
  element: () => ReactNode,
  pending: () => Promise<unknown>[],
  signal: AbortSignal,
): Promise<string> {
  const aborted = whenAborted(signal);
  aborted.catch(() => {});
  for (let pass = 1; ; pass += 1) {
    const rendering = prerenderToString(element(), { signal });
    // Once aborted nobody awaits the render: its own rejection must not go unhandled.
    rendering.catch(() => {});
    const html = await Promise.race([rendering, aborted]);
    const waiting = pending();
    if (waiting.length === 0 || pass === MAX_PASSES) return html;
    await Promise.race([Promise.allSettled(waiting), aborted]);
  }
}
