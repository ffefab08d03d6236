import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { EMBED_FRAME_SOURCES, TAG_SOURCES } from '@immo/shared';
import { SAMPLE_PROPERTY_ID, sampleSubmission } from '@immo/shared/data';
import { PERMISSIONS_POLICY } from '../src/http/permissions-policy.js';
import { corsPolicyOf } from '../src/http/security.js';
import { HEAD_MARKER } from '../src/site/html-document.js';
import { remotesManifest } from '../src/site/remotes-manifest.js';
import { expectSecurityHeaders } from './security-headers.js';
import { createTestApp, solvedAltcha, type TestApp } from './test-app.js';

/** The sources of one directive of a Content-Security-Policy header. */
function cspDirective(csp: string, name: string): string[] | undefined {
  return csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1);
}

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

  it('answers a URL that does not decode with its security headers and the usual error format', async () => {
    const api = await test.app.inject({
      method: 'GET',
      url: '/api/properties/%C0%AF',
      headers: { 'accept-language': 'fr' },
    });
    expect(api.statusCode).toBe(400);
    expect(api.json()).toMatchObject({ error: 'invalidRequest', title: "Cette requête n'est pas valide", lang: 'fr' });
    expect(api.headers['content-security-policy']).toContain("object-src 'none'");
    expect(api.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets a page frame the video and tour players of EMBED_FRAME_SOURCES and play our own video files', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/config' });
    const csp = response.headers['content-security-policy'] as string;
    const directive = (name: string) => cspDirective(csp, name);
    const frames = directive('frame-src')!;
    for (const source of [...EMBED_FRAME_SOURCES, "'self'"]) {
      // Each is an origin, the form a CSP source expression and virtualTourEmbedUrl's check take.
      if (source !== "'self'") expect(new URL(source).origin).toBe(source);
      expect(frames).toContain(source);
    }
    expect(new Set(frames).size).toBe(frames.length);
    // The tag frames are the pages' alone (below).
    for (const source of TAG_SOURCES.frame) expect(frames).not.toContain(source);
    expect(directive('media-src')).toEqual(["'self'", 'https:']);
    expect(directive('worker-src')).toEqual(["'self'", 'blob:']);
    expect(directive('script-src')).not.toContain('blob:');
    expect(directive('frame-ancestors')).toEqual(["'self'"]);
  });

  it('opens the policy to the dev servers of DEV_ORIGINS (npm run dev) and to nothing else without it', async () => {
    const cspOf = async (app: TestApp) =>
      (await app.app.inject({ method: 'GET', url: '/api/config' })).headers['content-security-policy'] as string;
    const directive = cspDirective;
    expect(await cspOf(test)).not.toMatch(/ws:|localhost/);
    const dev = await createTestApp({
      seedOwners: false,
      env: { DEV_ORIGINS: 'http://localhost:3000,http://localhost:3001' },
    });
    try {
      const csp = await cspOf(dev);
      for (const name of ['script-src', 'style-src', 'connect-src']) {
        expect(directive(csp, name)).toEqual(
          expect.arrayContaining(['http://localhost:3000', 'http://localhost:3001']),
        );
      }
      // webpack-dev-server's hot-reload websockets, and no wildcard.
      expect(directive(csp, 'connect-src')).toEqual(
        expect.arrayContaining(['ws://localhost:3000', 'ws://localhost:3001']),
      );
      expect(csp).not.toMatch(/localhost:\*|'unsafe-eval'/);
    } finally {
      await dev.close();
    }
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

describe('what the body parser refuses', () => {
  it.each([
    ['a malformed JSON body', 'application/json', '{"broken', 400],
    ['a content type no parser takes', 'text/x-unknown', 'email=a', 415],
    ['a body over the limit (4 KB here)', 'application/json', JSON.stringify({ email: 'x'.repeat(5000) }), 413],
  ])('answers %s with every security header', async (_kind, contentType, payload, status) => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/owner/login',
      // An address of its own: the other tests' requests do not count against its rate limit.
      remoteAddress: `198.51.100.${status - 300}`,
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(status);
    expectSecurityHeaders(response.headers);
  });
});

describe('Permissions-Policy', () => {
  it('denies the features no page uses and the ad interest API, and lets our pages and players go full screen', () => {
    const features = new Map(
      PERMISSIONS_POLICY.split(', ').map((entry) => {
        const [feature, allowlist] = entry.split('=') as [string, string];
        return [feature, allowlist];
      }),
    );
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'browsing-topics']) {
      expect([feature, features.get(feature)]).toEqual([feature, '()']);
    }
    const fullscreen = features.get('fullscreen')!.slice(1, -1).split(' ');
    expect(fullscreen).toEqual(['self', ...EMBED_FRAME_SOURCES.map((origin) => `"${origin}"`)]);
    // What the pages use keeps its default: the players' frames get autoplay and picture-in-picture
    // by their allow attribute, and a property is shared with web-share or the clipboard.
    for (const used of ['autoplay', 'picture-in-picture', 'web-share', 'clipboard-write']) {
      expect(features.has(used)).toBe(false);
    }
  });
});

describe('the policies of the pages and of the other HTML answers', () => {
  /** Every host a tag of TAG_SOURCES loads from or sends to. */
  const TAG_HOSTS = [...new Set(Object.values(TAG_SOURCES).flat())];
  let site: TestApp;
  let staticRoot: string;

  beforeAll(async () => {
    staticRoot = mkdtempSync(join(tmpdir(), 'immo-policies-'));
    const shell = join(staticRoot, 'shell', 'dist');
    mkdirSync(shell, { recursive: true });
    writeFileSync(
      join(shell, 'index.html'),
      `<!doctype html><html lang="en"><head>${HEAD_MARKER}<script defer src="/main.0123abcd.js"></script></head>` +
        '<body><div id="immo-shell"><!--immo:shell--></div></body></html>',
    );
    // A remote's demo page, as its build writes it beside embed.js.
    const remote = join(staticRoot, 'mf-demo', 'dist');
    mkdirSync(remote, { recursive: true });
    writeFileSync(
      join(remote, 'index.html'),
      '<!doctype html><script src="embed.js" defer></script><immo-demo></immo-demo>',
    );
    writeFileSync(join(remote, 'embed.js'), '/* embed */');
    site = await createTestApp({ seedOwners: false, env: { STATIC_ROOT: staticRoot } });
  });
  afterAll(async () => {
    await site.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  const get = (url: string) => site.app.inject({ method: 'GET', url });
  const policyOf = async (url: string) => {
    const response = await get(url);
    expect([url, response.statusCode]).toEqual([url, 200]);
    return response.headers['content-security-policy'] as string;
  };

  it('sends no HSTS over http, on JSON, a page or the sheet (it would pin a plain-http origin)', async () => {
    for (const url of ['/api/config', '/nl/', `/api/properties/${SAMPLE_PROPERTY_ID}/sheet`]) {
      const response = await get(url);
      expect([url, response.statusCode]).toEqual([url, 200]);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('pins https (HSTS) on JSON, a page and the sheet when served over https, each keeping its own policy', async () => {
    const secure = await createTestApp({
      seedOwners: false,
      env: { STATIC_ROOT: staticRoot, SITE_ORIGIN: 'https://www.immolys.be' },
    });
    try {
      const policies = new Map<string, string>();
      for (const url of ['/api/config', '/nl/', `/api/properties/${SAMPLE_PROPERTY_ID}/sheet`]) {
        const response = await secure.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        expectSecurityHeaders(response.headers);
        policies.set(url, response.headers['content-security-policy'] as string);
      }
      expect(cspDirective(policies.get('/api/config')!, 'script-src')).toContain("'self'");
      expect(cspDirective(policies.get('/nl/')!, 'script-src')![0]).toMatch(/^'nonce-/);
      expect(cspDirective(policies.get(`/api/properties/${SAMPLE_PROPERTY_ID}/sheet`)!, 'default-src')).toEqual([
        "'none'",
      ]);
    } finally {
      await secure.close();
    }
  });

  it('lets only the pages load and reach the tags a visitor consents to', async () => {
    const page = await policyOf('/nl/');
    expect(cspDirective(page, 'script-src')).toEqual(expect.arrayContaining([...TAG_SOURCES.script]));
    expect(cspDirective(page, 'connect-src')).toEqual(expect.arrayContaining([...TAG_SOURCES.connect]));
    expect(cspDirective(page, 'img-src')).toEqual(expect.arrayContaining([...TAG_SOURCES.img]));
    expect(cspDirective(page, 'frame-src')).toEqual(expect.arrayContaining([...TAG_SOURCES.frame]));

    for (const url of [
      '/remotes/mf-demo/',
      '/api/docs',
      `/api/properties/${SAMPLE_PROPERTY_ID}/sheet`,
      '/api/config',
    ]) {
      const csp = await policyOf(url);
      for (const name of ['script-src', 'connect-src', 'img-src', 'default-src']) {
        const sources = cspDirective(csp, name) ?? [];
        expect([url, name, sources.filter((source) => TAG_HOSTS.includes(source as never))]).toEqual([url, name, []]);
      }
      for (const host of TAG_SOURCES.frame) expect(cspDirective(csp, 'frame-src') ?? []).not.toContain(host);
    }
  });

  it('gives the printable sheet markup and its inline style alone', async () => {
    const csp = await policyOf(`/api/properties/${SAMPLE_PROPERTY_ID}/sheet`);
    expect(cspDirective(csp, 'default-src')).toEqual(["'none'"]);
    expect(cspDirective(csp, 'style-src')).toEqual(["'unsafe-inline'"]);
    expect(cspDirective(csp, 'script-src')).toBeUndefined();
    expect(cspDirective(csp, 'frame-ancestors')).toEqual(["'self'"]);
  });

  it("gives the API description Swagger UI's own files and this origin alone", async () => {
    const csp = await policyOf('/api/docs');
    expect(cspDirective(csp, 'script-src')).toEqual(["'self'"]);
    expect(cspDirective(csp, 'connect-src')).toEqual(["'self'"]);
    expect(cspDirective(csp, 'frame-src')).toEqual(["'none'"]);
    // Its page runs no inline script, which that policy would stop.
    const scripts = (await get('/api/docs')).body.match(/<script\b[^>]*>/g)!;
    for (const tag of scripts) expect(tag).toMatch(/ src="\.?\/?[^":]+"/);
  });

  it('sends the security headers and the Permissions-Policy with a page, a document, a picture and JSON', async () => {
    for (const url of [
      '/nl/',
      '/remotes/mf-demo/',
      '/api/docs',
      `/api/properties/${SAMPLE_PROPERTY_ID}/sheet`,
      '/media/logo.svg',
      '/api/config',
    ]) {
      const response = await get(url);
      expectSecurityHeaders(response.headers);
    }
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
});

describe('CORS (DESIGN §3: embedding on an agency site needs no configuration here)', () => {
  // Any site at all, not one of CORS_ORIGINS.
  const AGENCY = 'https://immo-vandenberghe.example';
  // Each lead below comes from its own address, apart from the rate-limit test's budget.
  const remoteAddress = '203.0.113.7';
  let site: TestApp;
  let staticRoot: string;

  beforeAll(async () => {
    // A built remote with its translations, as the production server finds it.
    staticRoot = mkdtempSync(join(tmpdir(), 'immo-static-'));
    const dist = join(staticRoot, 'mf-demo', 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'embed.js'), 'customElements.define("immo-demo", class extends HTMLElement {});');
    writeFileSync(join(dist, 'mf-manifest.json'), '{"name":"mf-demo"}');
    writeFileSync(join(dist, '123.0123abcd.js'), '/* a chunk */');
    // A remote's translations ship with its build (@immo/build-tools' translationsPlugin).
    mkdirSync(join(dist, 'locales', 'nl'), { recursive: true });
    writeFileSync(join(dist, 'locales', 'nl', 'common.json'), '{"close":"Sluiten"}');
    site = await createTestApp({
      seedOwners: false,
      env: { STATIC_ROOT: staticRoot, CORS_ORIGINS: 'https://agency.example' },
    });
  });
  afterAll(async () => {
    await site.close();
    rmSync(staticRoot, { recursive: true, force: true });
  });

  const expectAnyOrigin = (response: { statusCode: number; headers: Record<string, unknown> }) => {
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  };

  it("serves a remote's embed.js, manifest and chunks and the translations to any origin, usable cross-origin", async () => {
    for (const url of [
      '/remotes/mf-demo/embed.js',
      '/remotes/mf-demo/mf-manifest.json',
      '/remotes/mf-demo/123.0123abcd.js',
      '/remotes/mf-demo/locales/nl/common.json',
      '/remotes.json',
    ]) {
      const response = await site.app.inject({ method: 'GET', url, headers: { origin: AGENCY } });
      expect(response.statusCode).toBe(200);
      expectAnyOrigin(response);
      // A <script> of another origin may load it (no CORP same-origin, no COEP that would block it).
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
    const script = await site.app.inject({
      method: 'GET',
      url: '/remotes/mf-demo/embed.js',
      headers: { origin: AGENCY },
    });
    expect(script.headers['content-type']).toMatch(/javascript/);
  });

  it('answers every public catalogue read, captcha, picture and appointment slots to any origin', async () => {
    for (const url of [
      '/api/config',
      '/api/menu',
      '/api/types',
      '/api/cities',
      '/api/search-index',
      '/api/regions',
      '/api/projects',
      '/api/properties?goal=sale',
      `/api/properties/${SAMPLE_PROPERTY_ID}`,
      `/api/properties/${SAMPLE_PROPERTY_ID}/similar`,
      `/api/properties/${SAMPLE_PROPERTY_ID}/appointment-slots`,
      '/api/altcha',
      '/media/logo.svg',
    ]) {
      const response = await site.app.inject({ method: 'GET', url, headers: { origin: AGENCY } });
      expect([url, response.statusCode]).toEqual([url, 200]);
      expectAnyOrigin(response);
    }
  });

  it('accepts a lead (and a search alert) from any origin without credentials: preflight, then the POST', async () => {
    for (const url of ['/api/leads/site-contact?lang=nl', '/api/alerts?lang=nl']) {
      const preflight = await site.app.inject({
        method: 'OPTIONS',
        url,
        remoteAddress,
        headers: {
          origin: AGENCY,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect([url, preflight.statusCode]).toEqual([url, 204]);
      expectAnyOrigin(preflight);
      expect(preflight.headers['access-control-allow-methods']).toContain('POST');
      expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).toContain('content-type');
    }

    for (const captcha of [await solvedAltcha(site), await solvedAltcha(site)]) {
      const response = await site.app.inject({
        method: 'POST',
        url: '/api/leads/site-contact?lang=nl',
        remoteAddress,
        headers: { origin: AGENCY, 'content-type': 'application/json' },
        payload: JSON.stringify({ ...sampleSubmission('site-contact'), ...captcha }),
      });
      expect(response.statusCode).toBe(201);
      expectAnyOrigin(response);
    }
  });

  it('keeps the owner portal and page views to our own pages: another origin is refused as before', async () => {
    const login = await site.app.inject({
      method: 'POST',
      url: '/api/owner/login',
      headers: { origin: AGENCY },
      payload: { email: 'an.peeters@example.be', password: 'Zonnebloem-2026' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.headers['access-control-allow-origin']).toBeUndefined();

    for (const url of ['/api/owner/login', '/api/owner/session', '/api/page-views']) {
      const preflight = await site.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: AGENCY,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
      expect(preflight.statusCode).toBe(404);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    }
    const session = await site.app.inject({ method: 'GET', url: '/api/owner/session', headers: { origin: AGENCY } });
    expect(session.headers['access-control-allow-origin']).toBeUndefined();
    const views = await site.app.inject({
      method: 'POST',
      url: '/api/page-views',
      headers: { origin: AGENCY },
      payload: { propertyId: SAMPLE_PROPERTY_ID },
    });
    expect(views.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('still answers the embedding sites of CORS_ORIGINS there, never with credentials', async () => {
    const session = await site.app.inject({
      method: 'GET',
      url: '/api/owner/session',
      headers: { origin: 'https://agency.example' },
    });
    expect(session.headers['access-control-allow-origin']).toBe('https://agency.example');
    expect(session.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(session.headers.vary)).toMatch(/origin/i);
  });

  it('sorts paths into their policy', () => {
    expect(corsPolicyOf('/remotes/mf-forms/embed.js')).toBe('public');
    expect(corsPolicyOf('/api/properties?goal=sale')).toBe('public');
    expect(corsPolicyOf('/api/leads/contact-me?lang=fr')).toBe('leads');
    expect(corsPolicyOf('/api/alerts?lang=nl')).toBe('leads');
    expect(corsPolicyOf('/api/alerts/end')).toBe('leads');
    expect(corsPolicyOf('/api/owner/login')).toBe('own-site');
    expect(corsPolicyOf('/api/owner')).toBe('own-site');
    expect(corsPolicyOf('/api/page-views')).toBe('own-site');
    // An absolute-form request target is routed by its path: the owner portal all the same.
    expect(corsPolicyOf('http://www.immolys.be/api/owner/login')).toBe('own-site');
    expect(corsPolicyOf('https://www.immolys.be/api/%6Fwner/session?x=1')).toBe('own-site');
    expect(corsPolicyOf('/api/page-views?x=1')).toBe('own-site');
    expect(corsPolicyOf('/api/ownership')).toBe('public');
    // The router decodes the path: an encoded letter is the same route and the same policy.
    expect(corsPolicyOf('/api/%6Fwner/session')).toBe('own-site');
    expect(corsPolicyOf('/api/leads%2Fcontact-me')).toBe('leads');
  });

  it('refuses an owner change from another origin however the path is spelled', async () => {
    const forgotten = await site.app.inject({
      method: 'POST',
      url: '/api/%6Fwner/password-forgotten',
      headers: { origin: AGENCY },
      payload: { email: 'an.peeters@example.be' },
    });
    expect(forgotten.statusCode).toBe(403);
    expect(forgotten.headers['access-control-allow-origin']).toBeUndefined();
    const session = await site.app.inject({ method: 'GET', url: '/api/%6Fwner/session', headers: { origin: AGENCY } });
    expect(session.headers['access-control-allow-origin']).toBeUndefined();
  });
});
