import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { get as httpGet, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { createGunzip } from 'node:zlib';
import { join } from 'node:path';
import { LANGUAGES } from '@immo/shared';
import { properties } from '@immo/shared/data';
import type { LaidOutSlot, SlotRender, SlotRenderRequest } from '@immo/shared/federation';
import { CONSENT_MARKER, HEAD_MARKER, SHELL_MARKER } from '../src/site/html-document.js';
import { createTestApp, type TestApp } from './test-app.js';
import type { SlotRenderer } from '../src/site/composition/compose-page.js';

const TEMPLATE = `<!doctype html><html lang="en"><head>${HEAD_MARKER}<script defer src="/main.js"></script></head><body><div id="immo-shell">${SHELL_MARKER}</div><div id="slot-mf-consent">${CONSENT_MARKER}</div></body></html>`;

/** A remote's browser build as deployed: its manifest names its entry and its `./app` chunks. */
function deployRemote(root: string, remote: string, appChunks: string[]): void {
  mkdirSync(join(root, remote, 'dist'), { recursive: true });
  const manifest = {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { name: 'app', assets: { js: { sync: appChunks } } },
      { name: 'widget', assets: { js: { sync: ['widget-only.js'] } } },
    ],
  };
  writeFileSync(join(root, remote, 'dist', 'mf-manifest.json'), JSON.stringify(manifest));
}

/** A built shell as deployed: its template, its server entry (a stand-in) and its texts. */
function staticRootWithShell(): string {
  const root = mkdtempSync(join(tmpdir(), 'immo-composed-'));
  const dist = join(root, 'shell', 'dist');
  mkdirSync(join(dist, 'server'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  copyFileSync(
    join(__dirname, 'fixtures', 'shell-server', 'shell-server.cjs'),
    join(dist, 'server', 'shell-server.cjs'),
  );
  for (const lang of LANGUAGES) {
    mkdirSync(join(dist, 'locales', lang), { recursive: true });
    writeFileSync(join(dist, 'locales', lang, 'common.json'), JSON.stringify({ menu: { forSale: `sale-${lang}` } }));
  }
  return root;
}

type Call = { slot: LaidOutSlot; request: SlotRenderRequest };

const render =
  (html: string): ((slot: LaidOutSlot, request: SlotRenderRequest) => Promise<SlotRender>) =>
  async () => ({ html, state: {}, translations: {}, css: '.card{}', version: '2.0.0' });

describe('pages composed on the server (DESIGN §7)', () => {
  const roots: string[] = [];
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const root of roots) rmSync(root, { recursive: true, force: true });
  });

  async function site(renderSlot: SlotRenderer, env = {}) {
    const root = staticRootWithShell();
    roots.push(root);
    const test = await createTestApp({ seedOwners: false, env: { STATIC_ROOT: root, ...env }, renderSlot });
    apps.push(test);
    return (url: string) => test.app.inject({ method: 'GET', url });
  }

  it("renders the page's slots with the resolved route, the query and the server's own way to the API", async () => {
    const calls: Call[] = [];
    const get = await site(async (slot, request) => {
      calls.push({ slot, request });
      const answer = await request.fetch!(
        `${request.apiBase}/api/properties?goal=sale&pageSize=1&lang=${request.lang}`,
      );
      const { total } = (await answer.json()) as { total: number };
      const html = slot.remote === 'mf-consent' ? '<div role="dialog">Cookies</div>' : `<p>${total} te koop</p>`;
      return { html, state: { total }, translations: {}, css: '.card{}', version: '2.0.0' };
    });
    const response = await get('/nl/te-koop/?city=Gent%7C9000&page=2');
    expect(response.statusCode).toBe(200);
    expect(calls.map((call) => call.slot.id)).toEqual(['slot-mf-listings', 'slot-mf-forms-footer', 'slot-mf-consent']);
    expect(calls[0]!.request).toMatchObject({
      lang: 'nl',
      route: { page: 'for-sale', params: {} },
      search: 'city=Gent%7C9000&page=2',
      place: 'page',
      apiBase: '',
    });
    expect(calls[1]!.request.place).toBe('footer');
    expect(response.body).toMatch(/<div id="immo-shell"><header data-texts="sale-nl">/);
    expect(response.body).toMatch(/<main data-search="\?city=Gent%7C9000&#38;page=2" data-page="for-sale">/);
    expect(response.body).toMatch(/<section id="slot-mf-listings" data-version="2.0.0"><p>\d+ te koop<\/p><\/section>/);
    expect(response.body).toMatch(/<style data-remote="mf-listings">\.card\{\}<\/style>[\s\S]*<\/head>/);
    // The cookie dialog in its own slot, outside the shell's root.
    expect(response.body).toContain('<div id="slot-mf-consent"><div role="dialog">Cookies</div></div>');
    expect(response.body).toMatch(
      /<\/div><script type="application\/json" id="immo-page">\{"lang":"nl"\}<\/script><\/body>/,
    );
  });

  it('draws the cookie dialog on every page but a preview, and leaves its slot empty when it is not rendered', async () => {
    const get = await site(async (slot) =>
      slot.remote === 'mf-consent'
        ? { html: '<div role="dialog">Cookies</div>', state: null, translations: {}, css: '', version: '1.0.0' }
        : undefined,
    );
    expect((await get('/nl/contact/')).body).toContain(
      '<div id="slot-mf-consent"><div role="dialog">Cookies</div></div>',
    );
    expect((await get('/nl/preview/')).body).toContain('<div id="slot-mf-consent"></div>');
  });

  it('gives the shell its texts and the published menu in the page language, as /api/menu answers it', async () => {
    const body = (await (await site(render('')))('/fr/a-vendre/')).body;
    expect(body).toContain('<header data-texts="sale-fr">');
    expect(body).toContain('<a>Références</a>');
    // The draft "À louer" page is in the data, not in a menu.
    expect(body).not.toContain('<a>À louer</a>');
  });

  it('leaves a slot whose remote throws to the browser, and still sends the page', async () => {
    const get = await site(async (slot) => {
      if (slot.remote === 'mf-listings') throw new Error('the remote broke');
      return { html: '<form>newsletter</form>', state: {}, translations: {}, css: '', version: '1.0.0' };
    });
    const response = await get('/nl/te-koop/');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('id="slot-mf-listings"');
    expect(response.body).toContain('<section id="slot-mf-forms-footer" data-version="1.0.0"><form>newsletter</form>');
  });

  it('leaves a slot over its time budget to the browser, and tells its remote to stop', async () => {
    const aborted: boolean[] = [];
    const get = await site(
      (_slot, request) =>
        new Promise<SlotRender>((_resolve, reject) => {
          request.signal.addEventListener('abort', () => {
            aborted.push(true);
            reject(new Error('aborted'));
          });
        }),
      { SSR_SLOT_BUDGET_MS: '20' },
    );
    const response = await get('/nl/te-koop/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<main data-search="" data-page="for-sale"></main>');
    expect(aborted).toEqual([true, true, true]);
  });

  it("sends the head (title, the shell's script) before its slots are rendered, compressed as it goes", async () => {
    let renderSlots!: () => void;
    const slotsMayRender = new Promise<void>((resolve) => (renderSlots = resolve));
    const root = staticRootWithShell();
    roots.push(root);
    const test = await createTestApp({
      seedOwners: false,
      env: { STATIC_ROOT: root, SSR_SLOT_BUDGET_MS: '60000' },
      renderSlot: async () => {
        await slotsMayRender;
        return { html: '<p>Woning met tuin</p>', state: {}, translations: {}, css: '', version: '2.0.0' };
      },
    });
    apps.push(test);
    const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const response = await new Promise<IncomingMessage>((resolve) =>
      httpGet(`${address}/nl/te-koop/`, { headers: { 'accept-encoding': 'gzip' } }, resolve),
    );
    expect(response.headers['content-encoding']).toBe('gzip');
    const page = response.pipe(createGunzip());
    const [first] = (await once(page, 'data')) as [Buffer];
    expect(first.toString()).toMatch(
      /<title>Te koop \| Immo Lys<\/title>[\s\S]*<script nonce="[^"]+" defer src="\/main.js">/,
    );
    expect(first.toString()).not.toContain('immo-shell');
    renderSlots();
    let rest = '';
    for await (const chunk of page) rest += String(chunk);
    expect(rest).toMatch(/<\/head><body><div id="immo-shell"><header[\s\S]*<p>Woning met tuin<\/p>[\s\S]*<\/html>$/);
  });

  it("has the browser fetch the code of the page's remotes that load at once beside the shell's, with the page's nonce", async () => {
    const root = staticRootWithShell();
    roots.push(root);
    deployRemote(root, 'mf-listings', ['12.abc.js', '__federation_expose_app.def.js']);
    deployRemote(root, 'mf-consent', ['__federation_expose_app.123.js']);
    const test = await createTestApp({ seedOwners: false, env: { STATIC_ROOT: root }, renderSlot: render('') });
    apps.push(test);
    const page = await test.app.inject({ method: 'GET', url: '/nl/te-koop/' });
    const nonce = /<script nonce="([^"]+)"/.exec(page.body)![1]!;
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="fetch" crossorigin="anonymous" href="/remotes/mf-listings/mf-manifest.json">',
    );
    for (const file of ['remoteEntry.js', '12.abc.js', '__federation_expose_app.def.js']) {
      expect(head).toContain(`<link rel="preload" as="script" nonce="${nonce}" href="/remotes/mf-listings/${file}">`);
    }
    expect(head).toContain('href="/remotes/mf-consent/__federation_expose_app.123.js"');
    // Before the shell's own script, never the widget's code, and not for a remote that is not built.
    expect(head.indexOf('/remotes/mf-listings/remoteEntry.js')).toBeLessThan(head.indexOf('/main.js'));
    expect(head).not.toContain('widget-only.js');
    const contact = await test.app.inject({ method: 'GET', url: '/nl/contact/' });
    expect(contact.body).not.toContain('/remotes/mf-listings/');
  });

  it('preloads no remote another origin serves (REMOTE_OVERRIDES)', async () => {
    const root = staticRootWithShell();
    roots.push(root);
    deployRemote(root, 'mf-listings', ['__federation_expose_app.def.js']);
    const test = await createTestApp({
      seedOwners: false,
      env: { STATIC_ROOT: root, REMOTE_OVERRIDES: 'mf-listings=https://cdn.example.be/mf-listings/mf-manifest.json' },
      renderSlot: render(''),
    });
    apps.push(test);
    const page = await test.app.inject({ method: 'GET', url: '/nl/te-koop/' });
    expect(page.body).not.toContain('/remotes/mf-listings/');
  });

  it('keeps the status of the page: 404 for an unknown property, with the shell around it', async () => {
    const response = await (await site(render('<p>x</p>')))('/nl/te-koop/gent/huis/999999999/');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="immo-shell"><header');
  });

  it('lays out an unknown property as its not-found message alone: no contact panel, no similar properties', async () => {
    const rendered: string[] = [];
    const get = await site(async (slot) => {
      rendered.push(slot.id);
      return { html: '<p>x</p>', state: {}, translations: {}, css: '', version: '2.0.0' };
    });
    const unknown = await get('/nl/te-koop/gent/huis/999999999/');
    expect(rendered).toEqual(['slot-mf-property-detail', 'slot-mf-consent']);
    expect(unknown.body).toContain('<script id="status">404</script>');
    rendered.length = 0;
    const known = await get(`/property/${properties[0]!.ID}/`);
    expect(known.statusCode).toBe(200);
    expect(rendered).toEqual(['slot-mf-property-detail', 'slot-mf-forms', 'slot-mf-listings', 'slot-mf-consent']);
    expect(known.body).toContain('<script id="status">200</script>');
  });
});

describe('the title of a page shown after an in-site navigation', () => {
  let test: TestApp;
  let root: string;
  beforeAll(async () => {
    root = staticRootWithShell();
    test = await createTestApp({ seedOwners: false, env: { STATIC_ROOT: root }, renderSlot: render('') });
  });
  afterAll(async () => {
    await test.close();
    rmSync(root, { recursive: true, force: true });
  });
  const title = async (path: string) =>
    test.app.inject({ method: 'GET', url: `/api/page-title?path=${encodeURIComponent(path)}` });

  it("is the server head's title, in the page's language", async () => {
    expect((await title('/nl/te-koop/')).json()).toMatchObject({ title: 'Te koop | Immo Lys' });
    const page = await test.app.inject({ method: 'GET', url: '/fr/contact/' });
    const head = /<title>(.*?)<\/title>/.exec(page.body)?.[1];
    expect(head).toBeDefined();
    expect((await title('/fr/contact/')).json()).toMatchObject({ title: head });
  });

  it('names an unknown page as the 404 does, and refuses a path that is not one', async () => {
    expect((await title('/nl/bestaat-niet/')).json().title).toMatch(/\| Immo Lys$/);
    expect((await title('nl/te-koop/')).statusCode).toBe(400);
  });
});
