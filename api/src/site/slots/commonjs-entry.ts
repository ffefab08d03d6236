import { createRequire, isBuiltin } from 'node:module';
import { basename, dirname, posix } from 'node:path';
import type { BundleFile } from './bundle-sources.js';

const nodeRequire = createRequire(import.meta.url);

/**
 * What a server bundle may `require`: Node's own modules. A bundle carries its dependencies (webpack
 * bundles node_modules for `target: 'async-node'`) or gets them shared through federation; it never
 * picks up a package that happens to be installed beside the API.
 */
function builtinRequire(id: string): unknown {
  if (!isBuiltin(id)) throw new Error(`a server bundle requires "${id}", which is not a Node.js module: bundle it`);
  return nodeRequire(id);
}

/**
 * Runs a server bundle's remoteEntry.js (`library.type: 'commonjs-module'`) and returns its exports:
 * the federation container.
 *
 * `__dirname` is where the bundle's Node runtime plugin looks for its chunks on disk first: for the
 * site's own files their real folder, so every chunk is read from disk too; for a bundle from another
 * origin its URL's path (as the federation SDK gives it), where no file is, so the plugin fetches
 * each chunk beside the entry's URL.
 *
 * Compiled with `Function` in this module's realm, as the federation runtime's own code is, so the
 * bundle's runtime finds the host's instances on the same `globalThis`; `sourceURL` names the file
 * in stack traces.
 */
export function runCommonJsEntry(source: string, from: BundleFile): unknown {
  const file = 'file' in from ? from.file : basename(from.url.pathname);
  const folder = 'file' in from ? dirname(from.file) : posix.dirname(from.url.pathname);
  const name = 'file' in from ? from.file : from.url.href;
  const module: { exports: unknown } = { exports: {} };
  const run = new Function(
    'exports',
    'module',
    'require',
    '__dirname',
    '__filename',
    `${source}\n//# sourceURL=${name}`,
  );
  run(module.exports, module, builtinRequire, folder, file);
  return module.exports;
}
