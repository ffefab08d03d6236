import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RefusedBundleError } from '../../src/site/slots/bundle-sources.js';
import { serverRemotes, type ServerRemotes, type ServerRemotesOptions } from '../../src/site/slots/server-remotes.js';
import { buildFixtureRemote, deployBrokenServerBundle, deployServerBundle, slotRequest } from './fixture-remote.js';

const MANIFEST = '/remotes/mf-search/server/mf-manifest.json';

let work: string;
let builds: { v1: string; v2: string; listings: string };
/** The site's static files (STATIC_ROOT) of one test. */
let site: string;
/** Closed after each test, as the server closes its own. */
let opened: ServerRemotes[] = [];

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'immo-server-remotes-'));
  builds = { v1: join(work, 'v1'), v2: join(work, 'v2'), listings: join(work, 'listings') };
  await buildFixtureRemote(builds.v1, 'v1');
  await buildFixtureRemote(builds.v2, 'v2');
  await buildFixtureRemote(builds.listings, 'listings-v1', 'mf-listings');
}, 180_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

beforeEach(() => {
  site = mkdtempSync(join(work, 'site-'));
});
afterEach(() => {
  for (const remotes of opened) remotes.close();
  opened = [];
});

function open(options: ServerRemotesOptions): ServerRemotes {
  const remotes = serverRemotes(options);
  opened.push(remotes);
  return remotes;
}

const servers: Server[] = [];
afterEach(() => {
  // fetch keeps connections alive: closed with the server, so the test run ends.
  for (const server of servers.splice(0)) server.close().closeAllConnections();
});

/** An HTTP server of files under `root`, which records every path asked of it: "another origin". */
async function fileServer(root: string): Promise<{ origin: string; asked: string[] }> {
  const asked: string[] = [];
  const server = createServer((request, response) => {
    asked.push(request.url ?? '');
    readFile(join(root, request.url ?? '')).then(
      (body) => response.end(body),
      () => response.writeHead(404).end(),
    );
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked };
}

describe("remotes' server bundles in the site server", () => {
  it("renders a slot with the remote's ./ssr, loaded through the federation runtime from the site's own files", async () => {
    deployServerBundle(site, 'mf-search', builds.v1);
    const remotes = open({ allowedOrigins: [], staticRoot: site });
    const render = await remotes.render('mf-search', MANIFEST, slotRequest('home'));
    expect(render.html).toBe('<p data-version="v1">nl<!-- --> <!-- -->home</p>');
    expect(render).toMatchObject({ state: { page: 'home' }, version: 'v1' });
  });

  it("shares React with the browser build's policy, react-dom/server included (the fixture's manifest)", async () => {
    const manifest = JSON.parse(await readFile(join(builds.v1, 'mf-manifest.json'), 'utf8')) as {
      shared: { name: string }[];
    };
    expect(manifest.shared.map((shared) => shared.name).sort()).toEqual([
      'react',
      'react-dom',
      'react-dom/server',
      'react/jsx-runtime',
    ]);
  });

  it('refuses a manifest on an origin the configuration does not name, and site paths outside the remotes, without reading them', async () => {
    const cdn = await fileServer(builds.v1);
    const remotes = open({ allowedOrigins: ['https://cdn.example.be'], staticRoot: site });
    for (const url of [
      `${cdn.origin}/mf-manifest.json`,
      `http://user:secret@${new URL(cdn.origin).host}/mf-manifest.json`,
      'file:///etc/passwd',
      '/remotes/mf-search/../../api/data/immo.sqlite',
      '/api/remotes/mf-search/server/mf-manifest.json',
    ]) {
      await expect(remotes.render('mf-search', url, slotRequest('home'))).rejects.toBeInstanceOf(RefusedBundleError);
    }
    expect(cdn.asked).toEqual([]);
  });

  it('loads a bundle from an allowed origin: its manifest, its entry and the chunks beside it', async () => {
    const cdn = await fileServer(builds.v1);
    const remotes = open({ allowedOrigins: [cdn.origin], staticRoot: null });
    const render = await remotes.render('mf-search', `${cdn.origin}/mf-manifest.json`, slotRequest('list'));
    expect(render.html).toBe('<p data-version="v1">nl<!-- --> <!-- -->list</p>');
    expect(cdn.asked).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
    expect(cdn.asked.filter((path) => path === '/mf-manifest.json')).toHaveLength(1);
  });

  it("loads a remote's bundle ahead of its first render (the server's start), which then reads nothing more", async () => {
    const cdn = await fileServer(builds.v1);
    const remotes = open({ allowedOrigins: [cdn.origin], staticRoot: site });
    await expect(remotes.warm('mf-search', `${cdn.origin}/mf-manifest.json`)).resolves.toBe(true);
    expect(cdn.asked).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
    const asked = cdn.asked.length;
    const render = await remotes.render('mf-search', `${cdn.origin}/mf-manifest.json`, slotRequest('home'));
    expect(render.html).toBe('<p data-version="v1">nl<!-- --> <!-- -->home</p>');
    expect(cdn.asked).toHaveLength(asked);
    await expect(remotes.warm('mf-forms', '/remotes/mf-forms/server/mf-manifest.json')).resolves.toBe(false);
  });

  it('rejects for a missing bundle, a broken one, a throwing render and a malformed one, and renders the other remotes as before', async () => {
    deployServerBundle(site, 'mf-search', builds.v1);
    deployBrokenServerBundle(site, 'mf-forms', builds.v1);
    const remotes = open({ allowedOrigins: [], staticRoot: site });
    await expect(
      remotes.render('mf-listings', '/remotes/mf-listings/server/mf-manifest.json', slotRequest('x')),
    ).rejects.toThrow(/ENOENT/);
    await expect(
      remotes.render('mf-forms', '/remotes/mf-forms/server/mf-manifest.json', slotRequest('x')),
    ).rejects.toThrow(/broken/);
    await expect(remotes.render('mf-search', MANIFEST, slotRequest('throws'))).rejects.toThrow(/fails this render/);
    await expect(remotes.render('mf-search', MANIFEST, slotRequest('malformed'))).rejects.toThrow(/returned no html/);
    expect((await remotes.render('mf-search', MANIFEST, slotRequest('home'))).html).toContain('home');
  });

  const LISTINGS = '/remotes/mf-listings/server/mf-manifest.json';

  /** mf-search v1 and mf-listings, each rendered once, rechecked at every render; the list's first render. */
  async function twoRemotesRendered() {
    deployServerBundle(site, 'mf-search', builds.v1);
    deployServerBundle(site, 'mf-listings', builds.listings);
    const remotes = open({ allowedOrigins: [], staticRoot: site, recheckMs: 0 });
    expect((await remotes.render('mf-search', MANIFEST, slotRequest('home'))).version).toBe('v1');
    // mf-search came first: mf-listings renders (with hooks) with the React mf-search provided.
    const list = await remotes.render('mf-listings', LISTINGS, slotRequest('list'));
    return { remotes, list };
  }

  it('renders two remotes that share React, and loads both afresh when one is redeployed, so they share one again', async () => {
    const { remotes, list } = await twoRemotesRendered();
    expect(list.version).toBe('listings-v1');
    expect((await remotes.render('mf-listings', LISTINGS, slotRequest('list'))).state).toEqual(list.state);

    deployServerBundle(site, 'mf-search', builds.v2);
    expect((await remotes.render('mf-search', MANIFEST, slotRequest('home'))).version).toBe('v2');
    const again = await remotes.render('mf-listings', LISTINGS, slotRequest('list'));
    expect(again.html).toBe('<p data-version="listings-v1">nl<!-- --> <!-- -->list</p>');
    expect(again.state).not.toEqual(list.state); // loaded again, in the new runtime
  });

  it('starts a new runtime for a redeploy a check caught half-way, the old bundle gone and the new one not there yet', async () => {
    const { remotes, list } = await twoRemotesRendered();
    rmSync(join(site, 'mf-search', 'dist', 'server'), { recursive: true, force: true });
    await expect(remotes.render('mf-search', MANIFEST, slotRequest('home'))).rejects.toThrow(/ENOENT/);
    deployServerBundle(site, 'mf-search', builds.v2);
    expect((await remotes.render('mf-search', MANIFEST, slotRequest('home'))).version).toBe('v2');
    // v1 was loaded in this runtime before the failed check: v2 gets a new one, as every redeploy.
    expect((await remotes.render('mf-listings', LISTINGS, slotRequest('list'))).state).not.toEqual(list.state);
  });

  it('renders a redeployed bundle at the next check of its manifest, without a new instance or a restart', async () => {
    let clock = 0;
    deployServerBundle(site, 'mf-search', builds.v1);
    const remotes = open({ allowedOrigins: [], staticRoot: site, recheckMs: 1000, now: () => clock });
    expect((await remotes.render('mf-search', MANIFEST, slotRequest('home'))).version).toBe('v1');

    deployServerBundle(site, 'mf-search', builds.v2);
    clock = 999; // within the interval: the loaded version, without reading the manifest
    expect((await remotes.render('mf-search', MANIFEST, slotRequest('home'))).version).toBe('v1');
    clock = 1000;
    const render = await remotes.render('mf-search', MANIFEST, slotRequest('home'));
    expect(render).toMatchObject({ version: 'v2', html: '<p data-version="v2">nl<!-- --> <!-- -->home</p>' });
  });

  it('keeps a failure until the next check, then loads the bundle deployed since', async () => {
    let clock = 0;
    const remotes = open({ allowedOrigins: [], staticRoot: site, recheckMs: 1000, now: () => clock });
    await expect(remotes.render('mf-search', MANIFEST, slotRequest('home'))).rejects.toThrow(/ENOENT/);
    deployServerBundle(site, 'mf-search', builds.v1);
    await expect(remotes.render('mf-search', MANIFEST, slotRequest('home'))).rejects.toThrow(/ENOENT/);
    clock = 1000;
    expect((await remotes.render('mf-search', MANIFEST, slotRequest('home'))).version).toBe('v1');
  });

  it("forgets its remotes when closed, in the runtime's global state too, so another runtime loads them afresh", async () => {
    deployServerBundle(site, 'mf-search', builds.v1);
    const first = serverRemotes({ allowedOrigins: [], staticRoot: site });
    await first.render('mf-search', MANIFEST, slotRequest('home'));
    first.close();
    // Over HTTP, the second container's chunks load only through its own runtime (not one left by the first).
    const cdn = await fileServer(builds.v2);
    const second = open({ allowedOrigins: [cdn.origin], staticRoot: null });
    expect((await second.render('mf-search', `${cdn.origin}/mf-manifest.json`, slotRequest('home'))).version).toBe(
      'v2',
    );
  });

  it("stops waiting when the slot's time is over", async () => {
    deployServerBundle(site, 'mf-search', builds.v1);
    const remotes = open({ allowedOrigins: [], staticRoot: site });
    const controller = new AbortController();
    controller.abort(new Error('over budget'));
    await expect(remotes.render('mf-search', MANIFEST, slotRequest('home', controller.signal))).rejects.toThrow(
      'over budget',
    );
    // The bundle went on loading, for the next render.
    expect((await remotes.render('mf-search', MANIFEST, slotRequest('home'))).version).toBe('v1');
  });
});
