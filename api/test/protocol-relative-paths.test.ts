import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { properties } from '@immo/shared/data';
import enMeta from '../src/i18n/locales/en/meta.json' with { type: 'json' };
import nlMeta from '../src/i18n/locales/nl/meta.json' with { type: 'json' };
import { createTestApp, type TestApp } from './test-app.js';

const ORIGIN = 'https://www.immolys.be';
const META = { en: enMeta, nl: nlMeta };
const TEMPLATE =
  '<!doctype html><html lang="en"><head><!--immo:head--></head><body><div id="immo-shell"><!--immo:shell--></div></body></html>';

type Answer = { status: number; location: string | undefined; body: string };

/**
 * A request over a socket with the path exactly as written: `fetch` and `inject` parse it as a URL
 * first, and read `//evil.example/` or `/\evil.example/` as the host evil.example, as a browser would.
 */
function rawGet(port: number, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port, path }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }),
      );
    }).on('error', reject);
  });
}

/** How a browser reads a link: tabs and line breaks dropped, `\` as `/`; `//…` is another host. */
const linksOffSite = (body: string) =>
  [...body.matchAll(/\b(?:href|src|content)="([^"]*)"/g)]
    .map((match) => match[1]!.replace(/&#9;|&#10;|&#13;|[\t\n\r]/g, ''))
    .filter((value) => /^[/\\]{2}/.test(value));

describe('a path that begins like another host (//evil.example/)', () => {
  let test: TestApp;
  let root: string;
  let port: number;
  const id = properties[0]!.ID;

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'immo-site-'));
    mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
    writeFileSync(join(root, 'shell', 'dist', 'index.html'), TEMPLATE);
    test = await createTestApp({ env: { STATIC_ROOT: root, SITE_ORIGIN: ORIGIN } });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    port = (test.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await test.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['//evil.example/', 'en'],
    ['/\\evil.example/', 'en'],
    ['///evil.example/', 'en'],
    ['//evil.example/?next=1', 'en'],
    ['/%2F%2Fevil.example/', 'en'],
    ['/%2f/evil.example/', 'en'],
    ['/%5Cevil.example/', 'en'],
    ['/%5c%5Cevil.example/', 'en'],
    ['//for-sale/', 'en'],
    [`/\\property/${id}`, 'en'],
    [`/%2Fproperty/${id}/`, 'en'],
    // A browser never sends `\`; sent by hand, `\nl` is no language segment.
    ['/\\nl/te-koop/', 'en'],
    ['//nl/te-koop/', 'nl'],
    [`//nl/pand/${id}/`, 'nl'],
  ] as const)('answers %s with the 404 page in %s, no redirect and no link off the site', async (path, lang) => {
    const answer = await rawGet(port, path);
    expect({ path, status: answer.status, location: answer.location }).toEqual({
      path,
      status: 404,
      location: undefined,
    });
    expect(answer.body).toContain(`<title>${META[lang]['not-found'].title} | Immo Lys</title>`);
    expect(linksOffSite(answer.body)).toEqual([]);
    expect(answer.body).not.toMatch(/[/\\]{2}evil/);
  });
});
