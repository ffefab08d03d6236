import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** The federation host of an agency's page: registers remotes and loads their modules. */
export type EmbedHost = {
  register(container: string, manifestUrl: string): void;
  load<T>(id: string): Promise<T>;
};

const HOST_KEY = Symbol.for('immo.embed-host');
type HostWindow = typeof globalThis & { [HOST_KEY]?: EmbedHost };

/**
 * The page's one embed host. Every embed.js carries a federation runtime, but the first one on the
 * page serves them all: remotes loaded through one host share one share scope, so widgets of
 * different remotes on one page share one React.
 */
export function embedHost(): EmbedHost {
  const scope = globalThis as HostWindow;
  scope[HOST_KEY] ??= {
    register: (container, manifestUrl) => registerRemotes([{ name: container, entry: manifestUrl }]),
    load: async <T>(id: string) => {
      const loaded = await loadRemote<T>(id);
      if (!loaded) throw new Error(`${id} could not be loaded`);
      return loaded;
    },
  };
  return scope[HOST_KEY];
}
