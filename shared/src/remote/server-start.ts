import { createContext, use, useContext } from 'react';

/**
 * What a remote's tree starts from when it is rendered on the server or hydrates the server's
 * markup (DESIGN §7): the texts of the render, the state the remote's store starts from, and on
 * the server the store itself, which its parts ask for their data while they render (`collecting`,
 * useServerLoad).
 */
export type ServerStart = {
  translations: Record<string, Record<string, unknown>>;
  /** The store's snapshot the server sent (hydration). */
  state?: unknown;
  /** The server render's own store (one per request). */
  store?: unknown;
  /** True on the server: data is asked for during render, not in effects. */
  collecting?: boolean;
  /**
   * On the server: the stylesheets of parts loaded with their own (a list page's), which the
   * browser adopts as they mount; the render sends them with the slot so its markup is styled.
   */
  styles?: Set<string>;
};

export const ServerStartContext = createContext<ServerStart | null>(null);

export function useServerStart(): ServerStart | null {
  return useContext(ServerStartContext);
}

/**
 * On the server there are no effects: a part asks its store for what it shows while rendering and
 * suspends until the answer is there (React's prerender waits), then renders with it — one render
 * of the slot (renderWhenLoaded). In the browser the same load is asked in an effect; this does
 * nothing. `load` must give the same promise each time for the same data (the store keeps it):
 * React matches a part's waits by their order, so ask on every render, answered or not.
 */
export function useServerLoad(load: () => Promise<unknown>): void {
  if (useServerStart()?.collecting) use(load());
}
