// What an agency does with the published document: generate a typed client and call the API with it.
// The client is generated from the document (openapi-typescript, in a child process: it is ESM), its
// calls are type-checked against the generated types (the TypeScript compiler), then run against a
// listening app with openapi-fetch. A change of the document that breaks these calls fails here.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { openApiDocument } from '../../src/openapi/openapi-document.js';
import { createTestApp, type TestApp } from '../test-app.js';

const API_ROOT = path.resolve(__dirname, '../..');

/** The calls an agency's developer writes, in the generated client's types. */
const CLIENT = `
import createClient from 'openapi-fetch';
import type { paths } from './site-api.js';

export async function threeCalls(baseUrl: string) {
  const api = createClient<paths>({ baseUrl });
  const list = await api.GET('/api/properties', { params: { query: { lang: 'fr', pageSize: 2, sort: 'price-asc' } } });
  if (!list.data) throw new Error('the list did not answer');
  const first = list.data.items[0];
  if (!first) throw new Error('the list is empty');
  const detail = await api.GET('/api/properties/{id}', { params: { path: { id: first.ID }, query: { lang: 'fr' } } });
  const missing = await api.GET('/api/properties/{id}', { params: { path: { id: 999999999 } } });
  const refused = await api.POST('/api/alerts', { body: { email: 'not an address', language: 'de', frequency: 'daily', filters: {}, privacy: true } });
  return {
    listed: list.data.items.length,
    total: list.data.total,
    title: detail.data?.Title ?? null,
    sameId: detail.data?.ID === first.ID,
    missingCode: missing.error?.error ?? null,
    missingStatus: missing.response.status,
    refusedCode: refused.error?.error ?? null,
    refusedField: refused.error?.fields?.email?.message ?? null,
  };
}
`;

/** openapi-typescript's own API (ESM, so in a child process): the document in, the client's types out. */
const GENERATE = `
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
const [document, output] = process.argv.slice(1);
writeFileSync(output, astToString(await openapiTS(pathToFileURL(document))));
`;

let test: TestApp;
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(path.join(API_ROOT, '.generated-client-'));
  const document = path.join(folder, 'openapi.json');
  writeFileSync(document, JSON.stringify(await openApiDocument(API_ROOT)));
  execFileSync(
    process.execPath,
    ['--input-type=module', '-e', GENERATE, document, path.join(folder, 'site-api.d.ts')],
    {
      cwd: API_ROOT,
      stdio: 'pipe',
    },
  );
  writeFileSync(path.join(folder, 'client.ts'), CLIENT);
  test = await createTestApp();
  await test.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);

afterAll(async () => {
  await test?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

it("type-checks an agency's calls against the client generated from the document", () => {
  const program = ts.createProgram([path.join(folder, 'client.ts')], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: [],
  });
  const problems = ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  expect(problems).toEqual([]);
});

it('calls three endpoints with the generated client: a list, a property, a refused form', async () => {
  const { threeCalls } = (await import(path.join(folder, 'client.ts'))) as {
    threeCalls: (baseUrl: string) => Promise<Record<string, unknown>>;
  };
  const address = test.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app does not listen');
  const result = await threeCalls(`http://127.0.0.1:${address.port}`);
  expect(result).toMatchObject({
    listed: 2,
    sameId: true,
    missingCode: 'propertyNotFound',
    missingStatus: 404,
    refusedCode: 'invalidForm',
  });
  expect(result.title).toEqual(expect.any(String));
  expect(result.refusedField).toEqual(expect.any(String));
});
