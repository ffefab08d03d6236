// The OpenAPI document an agency generates a client from (`dist/openapi.json`, /api/docs): valid by a
// maintained validator, and complete — every operation says what it takes and every answer it gives.
// The validator is ESM with import.meta, which jest's module system cannot load: it runs in a child
// Node process, as the lint does in scripts/lint-boundaries.test.ts.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { openApiDocument } from '../../src/openapi/openapi-document.js';

const API_ROOT = path.resolve(__dirname, '../..');
const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

const VALIDATE = `
import { readFileSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
const validator = new Validator();
const result = await validator.validate(JSON.parse(readFileSync(0, 'utf8')));
process.stdout.write(JSON.stringify({ valid: result.valid, version: validator.version, errors: result.errors ?? null }));
`;

type Schema = { $ref?: string; properties?: Record<string, Schema>; enum?: unknown[]; [key: string]: unknown };
type Response = { description?: string; content?: Record<string, { schema?: Schema }> };
type Operation = {
  summary?: string;
  tags?: string[];
  parameters?: Array<{ in: string; name: string; schema?: Schema }>;
  responses?: Record<string, Response>;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

let document: Document;

beforeAll(async () => {
  document = (await openApiDocument(API_ROOT)) as unknown as Document;
}, 60_000);

function operations(): Array<{ name: string; path: string; operation: Operation }> {
  return Object.entries(document.paths).flatMap(([route, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ name: `${method.toUpperCase()} ${route}`, path: route, operation })),
  );
}

/** A schema, with a $ref to the document's components followed. */
function resolved(schema: Schema | undefined): Schema | undefined {
  const ref = schema?.$ref?.replace('#/components/schemas/', '');
  return ref ? document.components?.schemas?.[ref] : schema;
}

/**
 * An error answer names what it may say: the `error` codes of an ApiError (SPEC §8), or, for an
 * answer of another shape (readiness' 503), an enumerated field that says why.
 */
function namesItsCodes(schema: Schema | undefined): boolean {
  const fields = Object.values(resolved(schema)?.properties ?? {});
  return fields.some((field) => (resolved(field)?.enum ?? []).length > 0);
}

/** What is missing from one operation's description. */
function gaps(route: string, operation: Operation): string[] {
  const found: string[] = [];
  if (!operation.summary) found.push('no summary');
  if (!operation.tags?.length) found.push('no tag');
  const responses = Object.entries(operation.responses ?? {});
  if (!responses.some(([status]) => /^[23]/.test(status))) found.push('no success answer');
  if (!responses.some(([status]) => status === '500')) found.push('no 500 answer');
  for (const [status, response] of responses) {
    if (!response.description || response.description === 'Default Response') found.push(`${status}: no description`);
    const bodiless = status === '204' || status === '304' || /^30[12378]$/.test(status);
    const schemas = Object.values(response.content ?? {}).map((media) => media.schema);
    if (!bodiless && (schemas.length === 0 || schemas.some((schema) => !schema))) found.push(`${status}: no schema`);
    if (/^[45]/.test(status) && !schemas.every(namesItsCodes)) found.push(`${status}: its error codes are not named`);
  }
  for (const [, name] of route.matchAll(/\{(\w+)\}/g)) {
    const parameter = operation.parameters?.find((candidate) => candidate.in === 'path' && candidate.name === name);
    if (!parameter?.schema) found.push(`path parameter ${name}: no schema`);
  }
  return found;
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3 by a maintained validator', () => {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', VALIDATE], {
      cwd: API_ROOT,
      input: JSON.stringify(document),
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toMatchObject({ valid: true, errors: null });
  });

  it("describes the API's routes and not the site's pages", () => {
    const paths = Object.keys(document.paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/properties', '/api/properties/{id}', '/api/leads/{form}', '/api/alerts']),
    );
    expect(paths.filter((route) => !/^\/(api|media)\//.test(route) && route !== '/remotes.json')).toEqual([]);
  });

  it("describes the list's drawn-area filter with its bound", () => {
    const area = document.paths['/api/properties']?.get?.parameters?.find((parameter) => parameter.name === 'area');
    expect(area).toMatchObject({ in: 'query', schema: { type: 'string', maxLength: 2000 } });
  });

  it('says what every operation takes and every answer it gives, each error with its codes', () => {
    const incomplete = operations()
      .map(({ name, path: route, operation }) => ({ name, gaps: gaps(route, operation) }))
      .filter((entry) => entry.gaps.length > 0);
    expect(incomplete).toEqual([]);
  });
});
