// What a remote's tests of its server render (`./ssr`) and of hydrating it (`./app`) share.
import { act } from 'react';
import {
  slotIdentifierPrefix,
  type SlotRender,
  type SlotRenderModule,
  type SlotRenderRequest,
} from '../src/federation/server-render.js';
import type { RemoteAppProps } from '../src/remote/contract.js';

type RequestOf = Pick<SlotRenderRequest, 'lang' | 'route' | 'pathname'> & Partial<SlotRenderRequest>;

/**
 * A slot's render request as the site server makes it: the page's slot (`slot-{remote}`) with its
 * id prefix, no query, the site's own origin, a signal nobody aborts.
 */
export function slotRenderRequest(remote: string, request: RequestOf): SlotRenderRequest {
  return {
    search: '',
    place: 'page',
    apiBase: '',
    siteBase: '',
    signal: new AbortController().signal,
    identifierPrefix: slotIdentifierPrefix(`slot-${remote}`),
    ...request,
  };
}

/**
 * The remote's server render in modules of its own — React's Node renderer apart from the
 * browser's React in the test, as in the site server's process. `load` imports the remote's
 * `./ssr` (e.g. `() => import('./ssr.js')`).
 */
export async function renderInServerModules(
  load: () => Promise<SlotRenderModule>,
  request: SlotRenderRequest,
): Promise<SlotRender> {
  let slot: Promise<SlotRender> | undefined;
  await jest.isolateModulesAsync(async () => {
    slot = (await load()).render(request);
    await slot;
  });
  return slot!;
}

/** A slot's state and texts as the browser reads them from the page: parsed JSON, not the server's objects. */
export function asThePageCarries<State = unknown>(
  slot: SlotRender,
): { state: State; translations: SlotRender['translations'] } {
  return JSON.parse(JSON.stringify({ state: slot.state ?? null, translations: slot.translations })) as {
    state: State;
    translations: SlotRender['translations'];
  };
}

/** The mount props of a slot the server rendered: the shell's, with the page's data for the slot (JSON, as sent). */
export function hydratingProps(props: RemoteAppProps, slot: SlotRender): RemoteAppProps {
  return { ...props, server: { version: slot.version, ...asThePageCarries(slot) } };
}

type Lifecycles = {
  bootstrap(props: never): Promise<unknown>;
  mount(props: never): Promise<unknown>;
};

/**
 * Mounts as single-spa does; React renders when act lets it, and this resolves once it has. The
 * mount's own end (a hydrated slot given back what was typed early) runs in act too: it may update.
 */
export async function mountSlot(lifecycles: Lifecycles, props: RemoteAppProps): Promise<void> {
  let mounted: Promise<unknown> | undefined;
  await act(async () => {
    await lifecycles.bootstrap(props as never);
    mounted = lifecycles.mount(props as never);
  });
  await act(async () => {
    await mounted;
  });
}

/**
 * An API that never answers, and the signal of the first request asked of it: a slot whose time
 * runs out must stop its requests too.
 */
export function unansweringApi(): {
  fetch: typeof globalThis.fetch;
  firstSignal: Promise<AbortSignal | null | undefined>;
} {
  let asked!: (signal: AbortSignal | null | undefined) => void;
  const firstSignal = new Promise<AbortSignal | null | undefined>((resolve) => (asked = resolve));
  const fetch = ((_input: string, init?: RequestInit) => {
    asked(init?.signal);
    return new Promise(() => {});
  }) as unknown as typeof globalThis.fetch;
  return { fetch, firstSignal };
}
