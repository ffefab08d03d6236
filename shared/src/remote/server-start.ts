import { createContext, useContext } from 'react';

/**
 * What a remote's tree starts from when it is rendered on the server or hydrates the server's
 * markup (DESIGN §7): the texts of the render, the state the remote's store starts from, and on
 * the server the store itself, which asks for its data during render (`collecting`) so the server
 * can wait for the answers and render again.
 */
export type ServerStart = {
  translations: Record<string, Record<string, unknown>>;
  /** The store's snapshot the server sent (hydration). */
  state?: unknown;
  /** The server render's own store (one per request). */
  store?: unknown;
  /** True on the server: data is asked for during render, not in effects. */
  collecting?: boolean;
};

export const ServerStartContext = createContext<ServerStart | null>(null);

export function useServerStart(): ServerStart | null {
  return useContext(ServerStartContext);
}
