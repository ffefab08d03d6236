import { createContext, useContext, type Context } from 'react';
import { useStore, type StoreApi } from 'zustand';
import { useServerStart } from './server-start.js';

export type RemoteContext<State, Env extends { store: StoreApi<State> }> = {
  /** Provided by the remote's root with its store and mount props. */
  Context: Context<Env | null>;
  /** The remote's environment; throws outside its root (a programming error, not a visitor's). */
  useEnv: () => Env;
  /** A slice of the remote's own store, re-rendering only when that slice changes. */
  useSelect: <T>(select: (state: State) => T) => T;
};

/**
 * The one React context of a remote (DESIGN §3): its own zustand store and what it was mounted
 * with, so two widgets of one remote on a page never share state.
 */
export function remoteContext<State, Env extends { store: StoreApi<State> }>(
  remote: string,
  root: string,
): RemoteContext<State, Env> {
  const Context = createContext<Env | null>(null);
  const useEnv = (): Env => {
    const env = useContext(Context);
    if (!env) throw new Error(`${remote}: used outside <${root}>`);
    return env;
  };
  const useSelect = <T>(select: (state: State) => T): T => {
    const { store } = useEnv();
    const shown = useStore(store, select);
    // On the server a store hook reads the store's initial state (useSyncExternalStore's server
    // snapshot); a server render reads what its loads have brought so far.
    return useServerStart()?.collecting ? select(store.getState()) : shown;
  };
  return { Context, useEnv, useSelect };
}
