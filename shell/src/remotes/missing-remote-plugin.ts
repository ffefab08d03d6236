import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What `errorLoadRemote` answers instead of throwing: a marker the shell turns into its fallback. */
export const MISSING_REMOTE = Object.freeze({ missingRemote: true });

/**
 * The runtime layer of failure isolation (DESIGN §3): a remote whose manifest or entry cannot be
 * loaded yields a marker instead of an exception thrown deep inside the federation runtime, so
 * one offline remote never breaks the page.
 */
export function missingRemotePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'immo-missing-remote',
    errorLoadRemote({ id, error }) {
      console.warn(`[shell] remote ${id} could not be loaded`, error);
      return MISSING_REMOTE;
    },
  };
}
