import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * api/ for a module of this package: the nearest folder above it with a package.json (src/ under
 * tsx, dist/src/ when built). Configuration defaults (api/data) are relative to it.
 */
export function apiRootOf(moduleUrl: string): string {
  let dir = dirname(fileURLToPath(moduleUrl));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}
