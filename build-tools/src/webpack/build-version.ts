import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import webpack from 'webpack';

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * A remote build's version: its package version and a hash of what it is built from (its own
 * `src/` and the `@immo/shared` it compiles in). Its browser and server builds get the same one, so
 * the browser hydrates a slot only when it runs the very code that rendered it on the server
 * (DESIGN §7); a rebuild of the same sources keeps it, and the content-hashed file names with it.
 */
export function buildVersion(dir: string, version: string): string {
  const shared = dirname(createRequire(join(dir, 'package.json')).resolve('@immo/shared/package.json'));
  const hash = createHash('sha256');
  for (const root of [join(dir, 'src'), join(shared, 'src')]) {
    for (const file of filesUnder(root)) hash.update(relative(root, file)).update(readFileSync(file));
  }
  return `${version}+${hash.digest('hex').slice(0, 10)}`;
}

/** Defines the version for `@immo/shared/remote`'s REMOTE_VERSION. */
export function buildVersionPlugin(buildVersionValue: string) {
  return new webpack.DefinePlugin({ __REMOTE_VERSION__: JSON.stringify(buildVersionValue) });
}
