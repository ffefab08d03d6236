// Writes the OpenAPI document into the build (`dist/openapi.json`), for an agency to generate a client
// from: `npm run build -w @immo/api` runs it after compiling.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiRootOf } from '../api-root.js';
import { openApiDocument } from './openapi-document.js';

const apiRoot = apiRootOf(import.meta.url);
const target = join(apiRoot, 'dist', 'openapi.json');
writeFileSync(target, `${JSON.stringify(await openApiDocument(apiRoot), null, 2)}\n`);
console.log(`OpenAPI document written to ${target}`);
