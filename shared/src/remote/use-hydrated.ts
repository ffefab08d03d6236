import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * False on the server and during the browser's hydration of the server's markup, true from the
 * render after it (and from the first render of a slot the browser renders afresh). A part that
 * depends on what only the browser knows or does — the visitor's cookie consent, a form that may
 * only be sent through its code — reads this, so the hydrating render equals the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
