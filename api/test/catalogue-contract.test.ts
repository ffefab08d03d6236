// The catalogue's answers are what the OpenAPI document says they are. Most are sent as strings
// serialized once (the measured hot path), which the serializer never checks against their schemas:
// here every answer is read back through its schema, which must keep it whole (a field the schema
// does not name would be dropped, a field of another type refused).
import {
  CitiesAnswerSchema,
  LANGUAGES,
  MenuAnswerSchema,
  PageTitleSchema,
  ProjectsAnswerSchema,
  PropertyListPageSchema,
  PropertyTypesAnswerSchema,
  PublicPropertySchema,
  RegionsAnswerSchema,
  RemotesManifestSchema,
  SearchIndexSchema,
  SimilarPropertiesSchema,
  SiteConfigAnswerSchema,
} from '@immo/shared';
import { properties } from '@immo/shared/data';
import type { z } from 'zod';
import { createTestApp, type TestApp } from './test-app.js';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seedOwners: false });
});
afterAll(() => test.close());

async function answer(url: string): Promise<unknown> {
  const response = await test.app.inject({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** The answer as its schema reads it: equal to the answer when the schema describes all of it. */
async function readBack(url: string, schema: z.ZodType): Promise<{ read: unknown; sent: unknown }> {
  const sent = await answer(url);
  return { read: schema.parse(sent), sent };
}

describe('every catalogue answer is what its schema in the document says', () => {
  const whole: Array<[string, z.ZodType]> = [
    ['config', SiteConfigAnswerSchema],
    ['menu', MenuAnswerSchema],
    ['types', PropertyTypesAnswerSchema],
    ['cities', CitiesAnswerSchema],
    ['search-index', SearchIndexSchema],
    ['regions', RegionsAnswerSchema],
    ['projects', ProjectsAnswerSchema],
  ];

  it.each(whole)('/api/%s, in every language', async (name, schema) => {
    for (const lang of LANGUAGES) {
      const { read, sent } = await readBack(`/api/${name}?lang=${lang}`, schema);
      expect(read).toEqual(sent);
    }
  });

  it('/api/properties, a page of each kind of list', async () => {
    for (const query of ['goal=sale&pageSize=48', 'goal=rent&pageSize=48&lang=fr', 'references=1', 'ids=']) {
      const { read, sent } = await readBack(`/api/properties?${query}`, PropertyListPageSchema);
      expect(read).toEqual(sent);
    }
  });

  it('/api/properties/{id} and /similar, of every property', async () => {
    for (const record of properties) {
      const detail = await readBack(`/api/properties/${record.ID}?lang=nl`, PublicPropertySchema);
      expect(detail.read).toEqual(detail.sent);
      const similar = await readBack(`/api/properties/${record.ID}/similar?lang=en`, SimilarPropertiesSchema);
      expect(similar.read).toEqual(similar.sent);
    }
  });

  it('/api/page-title and /remotes.json', async () => {
    for (const path of ['/nl/te-koop/', '/nl/no-such-page/']) {
      const title = await readBack(`/api/page-title?path=${encodeURIComponent(path)}`, PageTitleSchema);
      expect(title.read).toEqual(title.sent);
    }
    const remotes = await readBack('/remotes.json', RemotesManifestSchema);
    expect(remotes.read).toEqual(remotes.sent);
  });
});

describe('one property id, read one way, on every route about a property', () => {
  it.each(['', '/similar', '/sheet'])('/api/properties/{id}%s: an id that names nothing is a 404', async (tail) => {
    // Also what Number() would read as an id: hexadecimal, an exponent, a sign, spaces.
    for (const id of ['abc', '-4', '1.5', '999999999', '0x3d3e42', '4011842e0', '%2B4011842', '%204011842']) {
      const response = await test.app.inject({ method: 'GET', url: `/api/properties/${id}${tail}?lang=fr` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'propertyNotFound', lang: 'fr' });
    }
  });
});

describe('the document of the catalogue, media and site routes', () => {
  type Operation = {
    parameters?: Array<{ in: string; name: string; schema: { type?: string; anyOf?: object[] } }>;
    responses: Record<string, { content?: Record<string, unknown> }>;
  };
  let paths: Record<string, { get: Operation }>;
  beforeAll(async () => {
    paths = ((await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: typeof paths }).paths;
  });

  it('names the property id a whole number (or its digits) on each route about a property, and its 404', () => {
    for (const route of ['/api/properties/{id}', '/api/properties/{id}/similar', '/api/properties/{id}/sheet']) {
      const operation = paths[route]!.get;
      expect(operation.parameters?.find((parameter) => parameter.in === 'path')).toMatchObject({
        name: 'id',
        schema: { anyOf: [{ type: 'integer' }, { type: 'string', pattern: '^\\d{1,16}$' }] },
      });
      expect(Object.keys(operation.responses)).toContain('404');
    }
  });

  it('says which answers an ETag can spare (304)', () => {
    for (const route of ['/api/config', '/api/search-index', '/api/properties', '/api/properties/{id}/similar']) {
      expect(Object.keys(paths[route]!.get.responses)).toContain('304');
    }
  });

  it('gives the sheet as HTML and a picture as WebP or JPEG, their errors as JSON', () => {
    const sheet = paths['/api/properties/{id}/sheet']!.get.responses;
    expect(Object.keys(sheet['200']!.content!)).toEqual(['text/html']);
    expect(Object.keys(sheet['404']!.content!)).toEqual(['application/json']);
    const picture = paths['/media/{owner}/{picture}']!.get.responses;
    expect(Object.keys(picture['200']!.content!)).toEqual(['image/webp', 'image/jpeg']);
    expect(Object.keys(picture['404']!.content!)).toEqual(['application/json']);
  });

  it('leaves out what serves a browser: icons, the logo, robots.txt, sitemap.xml', () => {
    for (const route of ['/favicon.ico', '/favicon.svg', '/apple-touch-icon.png', '/media/logo.svg', '/robots.txt']) {
      expect(paths).not.toHaveProperty([route]);
    }
    expect(paths).not.toHaveProperty(['/sitemap.xml']);
    expect(paths).toHaveProperty(['/remotes.json']);
    expect(paths).toHaveProperty(['/api/page-title']);
  });
});
