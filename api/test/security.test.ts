import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EMBED_FRAME_SOURCES, TAG_SOURCES } from '@immo/shared';
import { remotesManifest } from '../src/site/remotes-manifest.js';
import { createTestApp, type TestApp } from './test-app.js';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({
    seedOwners: false,
    env: {
      CORS_ORIGINS: 'https://agency.example',
      REMOTE_OVERRIDES: 'mf-search=https://cdn.example/mf-search/mf-manifest.json',
    },
  });
});
afterAll(() => test.close());

describe('security headers', () => {
  it('sets a CSP that allows our own and configured remote origins only, and forbids framing by others', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/config' });
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://cdn.example");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    // Served over http here: no HSTS (it would pin a plain-http origin).
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('lets a page frame the video and tour players of EMBED_FRAME_SOURCES and play our own video files', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/config' });
    const csp = response.headers['content-security-policy'] as string;
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([key]) => key === name)
        ?.slice(1);
    const frames = directive('frame-src')!;
    for (const source of [...EMBED_FRAME_SOURCES, ...TAG_SOURCES.frame, "'self'"]) {
      // Each is an origin, the form a CSP source expression and virtualTourEmbedUrl's check take.
      if (source !== "'self'") expect(new URL(source).origin).toBe(source);
      expect(frames).toContain(source);
    }
    expect(new Set(frames).size).toBe(frames.length);
    expect(directive('media-src')).toEqual(["'self'"]);
    expect(directive('frame-ancestors')).toEqual(["'self'"]);
  });

  it('answers CORS only for configured embedding origins', async () => {
    const allowed = await test.app.inject({
      method: 'GET',
      url: '/api/search-index',
      headers: { origin: 'https://agency.example' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://agency.example');
    const other = await test.app.inject({
      method: 'GET',
      url: '/api/search-index',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('limits the rate of lead submissions per client', async () => {
    const statuses: number[] = [];
    for (let request = 0; request < 12; request += 1) {
      statuses.push(
        (await test.app.inject({ method: 'POST', url: '/api/leads/site-contact', payload: {} })).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('answers errors without a stack or internal detail', async () => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/owner/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toMatch(/at \w+ \(|node_modules|stack/);
  });
});

describe('site files', () => {
  it('serves remotes.json with a configured override, and lists a remote served here only once it is built', async () => {
    const remotes = (await test.app.inject({ method: 'GET', url: '/remotes.json' })).json();
    expect(remotes['mf-search']).toBe('https://cdn.example/mf-search/mf-manifest.json');

    // Which remotes this checkout has built varies; a folder of our own says what is listed.
    const root = mkdtempSync(join(tmpdir(), 'immo-remotes-'));
    expect(remotesManifest({}, root)).toEqual({});
    mkdirSync(join(root, 'mf-listings', 'dist'), { recursive: true });
    writeFileSync(join(root, 'mf-listings', 'dist', 'mf-manifest.json'), '{}');
    expect(remotesManifest({}, root)).toEqual({ 'mf-listings': '/remotes/mf-listings/mf-manifest.json' });
    rmSync(root, { recursive: true, force: true });
  });

  it('describes the API in OpenAPI at /api/docs', async () => {
    const spec = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/properties', '/api/leads/{form}', '/api/owner/login']),
    );
  });

  it('serves the translations for remotes that load them over HTTP', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/locales/de/common.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeTruthy();
  });
});
