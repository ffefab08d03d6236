import type { SlotRenderRequest } from '../federation/server-render.js';
import type { RemoteAppProps } from '../remote/contract.js';

/** The props a remote's app gets for a slot the server renders: those the shell mounts it with in the browser. */
export function slotAppProps(name: string, request: SlotRenderRequest): RemoteAppProps {
  return {
    name,
    lang: request.lang,
    route: request.route,
    location: { pathname: request.pathname, search: request.search ? `?${request.search}` : '' },
    place: request.place,
    apiBase: request.apiBase,
    siteBase: request.siteBase,
  };
}

/** The server's way to the API for a slot's store, each request stopped when the slot's time is up. */
export function slotFetch(request: SlotRenderRequest): typeof fetch {
  const base = request.fetch ?? globalThis.fetch;
  return (input, init) => base(input, { ...init, signal: request.signal });
}
