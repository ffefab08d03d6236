import { mkdirSync, mkdtempSync, copyFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGES, propertyPath, type Lang } from '@immo/shared';
import { properties } from '@immo/shared/data';
import { HEAD_MARKER, SHELL_MARKER } from '../src/site/html-document.js';
import { createTestApp, type TestApp } from './test-app.js';

// The language links of a page lead to its path in each language as its head's hreflang names
// them: for a property, with its title in that language, so following one pays no redirect.

const TEMPLATE = `<!doctype html><html lang="en"><head>${HEAD_MARKER}</head><body><div id="immo-shell">${SHELL_MARKER}</div></body></html>`;

/** A property whose title differs between Dutch and French: the slug of its path does too. */
const property = properties.find((candidate) => candidate.Marquee === 0 && candidate.Title.nl !== candidate.Title.fr)!;
const paths = Object.fromEntries(LANGUAGES.map((lang) => [lang, propertyPath(property, lang)])) as Record<Lang, string>;

function staticRootWithShell(): string {
  const root = mkdtempSync(join(tmpdir(), 'immo-language-paths-'));
  const dist = join(root, 'shell', 'dist');
  mkdirSync(join(dist, 'server'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  copyFileSync(
    join(__dirname, 'fixtures', 'shell-server-language-links', 'shell-server.cjs'),
    join(dist, 'server', 'shell-server.cjs'),
  );
  for (const lang of LANGUAGES) {
    mkdirSync(join(dist, 'locales', lang), { recursive: true });
    writeFileSync(join(dist, 'locales', lang, 'common.json'), '{}');
  }
  return root;
}

describe("the language links' paths the site server gives the shell", () => {
  let root: string;
  let test: TestApp;
  beforeAll(async () => {
    root = staticRootWithShell();
    test = await createTestApp({ seedOwners: false, env: { STATIC_ROOT: root } });
  });
  afterAll(async () => {
    await test.close();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string) => test.app.inject({ method: 'GET', url });
  const languagePathsIn = (body: string) => JSON.parse(/<nav id="language-paths">(.*?)<\/nav>/.exec(body)![1]!);
  const hreflangPaths = (body: string) =>
    Object.fromEntries(
      [...body.matchAll(/<link rel="alternate" hreflang="([a-z]{2})" href="https?:\/\/[^/"]+([^"]*)"/g)].map(
        ([, lang, path]) => [lang, path],
      ),
    );

  it("are a property's canonical path in each language, the same as its head's hreflang alternates", async () => {
    const response = await get(paths.nl);
    expect(response.statusCode).toBe(200);
    expect(languagePathsIn(response.body)).toEqual(paths);
    expect(hreflangPaths(response.body)).toEqual(paths);
  });

  it('lead nowhere a redirect would correct', async () => {
    for (const lang of LANGUAGES) {
      const response = await get(paths[lang]);
      expect(response.statusCode).toBe(200);
    }
  });

  it('are none for a page that does not exist: its links keep the path the visitor typed', async () => {
    const response = await get('/nl/bestaat-niet/');
    expect(response.statusCode).toBe(404);
    expect(languagePathsIn(response.body)).toBeNull();
  });

  it('come with the title after an in-site navigation (/api/page-title)', async () => {
    const response = await get(`/api/page-title?path=${encodeURIComponent(paths.fr)}`);
    expect(response.json()).toEqual({ title: expect.stringMatching(/\| Immo Lys$/), paths });
    const unknown = await get(`/api/page-title?path=${encodeURIComponent('/nl/bestaat-niet/')}`);
    expect(unknown.json()).not.toHaveProperty('paths');
  });
});
