import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiRootOf } from '../api-root.js';
import { withConfigTable } from './config-table.js';

// `npm run config:table -w @immo/api`: api/README's configuration table, written from the schema
// (test/config-table.test.ts fails while they differ).
const readme = join(apiRootOf(import.meta.url), 'README.md');
writeFileSync(readme, withConfigTable(readFileSync(readme, 'utf8')));
