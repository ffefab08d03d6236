import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './run.mjs';

export function hasWorkspace(name) {
  return existsSync(join(ROOT, name, 'package.json'));
}
