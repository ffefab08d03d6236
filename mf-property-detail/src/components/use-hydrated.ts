import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * False on the server and in the browser's hydration of the server's markup, true from the render
 * after it (and from the first render of a slot the browser renders afresh). A part that depends on
 * what only the browser knows (the visitor's cookie consent) renders once this is true, so the
 * hydrating render equals the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
