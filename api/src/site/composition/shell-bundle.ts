import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Lang } from '@immo/shared';
import type { ShellServerModule } from '@immo/shared/federation';

/** The shell's server entry and its texts, as its build deployed them beside its browser files. */
export type ShellBundle = {
  module: ShellServerModule;
  /** The shell's namespaces in `lang`, from its build's `locales/` (read once each). */
  texts(lang: Lang, namespaces: readonly string[]): Record<string, Record<string, unknown>>;
};

function isShellServerModule(value: unknown): value is ShellServerModule {
  const module = value as Partial<ShellServerModule> | null;
  return (
    typeof module?.pageSlots === 'function' &&
    typeof module.renderShellPage === 'function' &&
    typeof module.shellNamespaces === 'function'
  );
}

/**
 * The shell's server build (`shell/dist/server/shell-server.cjs`), required once at start like its
 * index.html is read once: a new shell is deployed with a restart (remotes are not: they load at
 * run time, slots/server-remotes.ts). Undefined without one: pages then render in the browser.
 */
export function loadShellBundle(staticRoot: string | null): ShellBundle | undefined {
  if (!staticRoot) return undefined;
  const dist = join(staticRoot, 'shell', 'dist');
  const entry = join(dist, 'server', 'shell-server.cjs');
  if (!existsSync(entry)) return undefined;
  const module: unknown = createRequire(import.meta.url)(entry);
  if (!isShellServerModule(module)) throw new Error(`${entry} is not the shell's server entry`);
  const cache = new Map<string, Record<string, unknown>>();
  const read = (lang: Lang, ns: string) => {
    const key = `${lang}/${ns}`;
    let texts = cache.get(key);
    if (!texts) {
      texts = JSON.parse(readFileSync(join(dist, 'locales', lang, `${ns}.json`), 'utf8')) as Record<string, unknown>;
      cache.set(key, texts);
    }
    return texts;
  };
  return {
    module,
    texts: (lang, namespaces) => Object.fromEntries(namespaces.map((ns) => [ns, read(lang, ns)])),
  };
}
