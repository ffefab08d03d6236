import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';
import { downloadSlots } from '../src/import/pictures/download-slots.js';
import { pictureImporter, type PictureFetcher, type PictureLimits } from '../src/import/pictures/import-pictures.js';
import { folderPictureStore } from '../src/media/folder-picture-store.js';
import { localServer, type LocalServer } from './local-http-server.js';
import { pictureBytes, sha256 } from './picture-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

let test: TestApp;
let db: Kysely<Database>;
let feedHost: LocalServer;
/** A private server the importer must never reach. */
let inside: LocalServer;
let jpeg: Buffer;
let png: Buffer;
/** What /changing.jpg answers: the CRM replaces the picture, its URL stays. */
let changing: Buffer;
/** How many times /flaky.jpg has failed; it answers 500 the first time only. */
let flakyFailures = 0;

beforeAll(async () => {
  test = await createTestApp();
  db = test.db;
  [jpeg, png] = await Promise.all([pictureBytes('jpeg'), pictureBytes('png', 640, 480)]);
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
  inside = await localServer((_request, response) => response.end(jpeg));
  feedHost = await localServer((request, response) => {
    const path = request.url ?? '';
    const image = (bytes: Buffer | string) => response.writeHead(200, { 'content-type': 'image/jpeg' }).end(bytes);
    if (path === '/flaky.jpg' && flakyFailures++ === 0) return response.writeHead(500).end();
    if (path === '/page.jpg') return image('<!doctype html><html><body>Not found</body></html>');
    if (path === '/drawing.jpg') return image(svg);
    if (path === '/cut-off.jpg') return image(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    if (path === '/plan.png') return image(png);
    if (path === '/changing.jpg') return image(changing);
    if (path === '/to-inside.jpg') return response.writeHead(302, { location: `${inside.origin}/photo.jpg` }).end();
    if (path === '/to-metadata.jpg') return response.writeHead(302, { location: 'http://169.254.169.254/a.jpg' }).end();
    return image(jpeg);
  });
});
afterAll(async () => {
  await test.close();
  await feedHost.close();
  await inside.close();
});

/** A folder store of its own per test, so what it holds is what that test stored. */
let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'immo-pictures-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const limits = (extra: Partial<PictureLimits> = {}): PictureLimits => ({
  maxBytes: 1024 * 1024,
  maxPerProperty: 10,
  timeoutMs: 5000,
  allowPrivate: [feedHost.origin],
  ...extra,
});
/** A new importer, as each run makes one. */
const run = (extra: Partial<PictureLimits> = {}, fetcher?: PictureFetcher) =>
  pictureImporter(db, folderPictureStore(folder), limits(extra), fetcher);
const url = (path: string) => `${feedHost.origin}${path}`;
const row = (sourceUrl: string) =>
  db.selectFrom('import_pictures').selectAll().where('source_url', '=', sourceUrl).executeTakeFirst();

describe('the picture importer', () => {
  it('downloads a picture, stores it under the hash of its bytes, and names it as the feed does', async () => {
    const result = await run().picturesOf('A-1', [{ url: url('/a/front.jpg'), name: 'Front' }]);
    expect(result).toMatchObject({ fetched: 1, reused: 0, failures: [], pending: false });
    expect(result.pictures).toEqual([
      expect.objectContaining({ Name: 'Front', Url: `/media/imported/${sha256(jpeg)}.jpg`, Width: 1360, Height: 906 }),
    ]);
    expect(readdirSync(folder)).toEqual([`${sha256(jpeg)}.jpg`]);
    expect(await row(url('/a/front.jpg'))).toMatchObject({ width: 800, height: 600, content_hash: sha256(jpeg) });
  });

  it('reuses a stored picture on the next run without a request', async () => {
    await run().picturesOf('A-2', [{ url: url('/a/again.jpg') }]);
    const before = feedHost.requests.length;
    const second = await run().picturesOf('A-2', [{ url: url('/a/again.jpg') }]);
    expect(second).toMatchObject({ fetched: 0, reused: 1, pending: false });
    expect(second.pictures[0]?.Url).toBe(`/media/imported/${sha256(jpeg)}.jpg`);
    expect(feedHost.requests.length).toBe(before);
  });

  it('downloads a picture again at the same URL only when the feed gives it another version', async () => {
    changing = jpeg;
    await run().picturesOf('A-6', [{ url: url('/changing.jpg'), version: 'v1' }]);
    changing = await pictureBytes('jpeg', 800, 600, 40);
    const requests = () => feedHost.requests.filter((path) => path === '/changing.jpg').length;
    const same = await run().picturesOf('A-6', [{ url: url('/changing.jpg'), version: 'v1' }]);
    expect([same.reused, requests()]).toEqual([1, 1]);
    const changed = await run().picturesOf('A-6', [{ url: url('/changing.jpg'), version: 'v2' }]);
    expect([changed.fetched, requests()]).toEqual([1, 2]);
    expect(changed.pictures[0]?.Url).toBe(`/media/imported/${sha256(changing)}.jpg`);
  });

  it('keeps the feed order, the type sniffed from the bytes, and one file for the same bytes under two URLs', async () => {
    const result = await run().picturesOf('A-3', [
      { url: url('/b/one.jpg') },
      { url: url('/plan.png') },
      { url: url('/b/same-bytes.jpg') },
    ]);
    expect(result.pictures.map((picture) => picture.Url)).toEqual([
      `/media/imported/${sha256(jpeg)}.jpg`,
      `/media/imported/${sha256(png)}.png`,
      `/media/imported/${sha256(jpeg)}.jpg`,
    ]);
    expect(readdirSync(folder).sort()).toEqual([`${sha256(jpeg)}.jpg`, `${sha256(png)}.png`].sort());
  });

  it('leaves out a picture that fails, records why, and gets it on the next run', async () => {
    const pictures = [{ url: url('/c/ok.jpg') }, { url: url('/flaky.jpg') }];
    const first = await run().picturesOf('A-4', pictures);
    expect(first.pictures).toHaveLength(1);
    expect(first).toMatchObject({ fetched: 1, pending: true, failures: [{ url: url('/flaky.jpg') }] });
    expect(first.failures[0]?.reason).toMatch(/^httpStatus: HTTP 500/);
    expect(await row(url('/flaky.jpg'))).toMatchObject({ attempts: 1, media_path: null });
    expect((await row(url('/flaky.jpg')))?.last_error).toMatch(/HTTP 500/);
    expect((await row(url('/flaky.jpg')))?.failed_at).toBeTruthy();

    const second = await run().picturesOf('A-4', pictures);
    expect(second).toMatchObject({ fetched: 1, reused: 1, pending: false, failures: [] });
    expect(second.pictures).toHaveLength(2);
    expect(await row(url('/flaky.jpg'))).toMatchObject({ attempts: 0, last_error: null, failed_at: null });
  });

  it.each([
    ['an HTML page', '/page.jpg'],
    ['an SVG drawing', '/drawing.jpg'],
    ['a JPEG cut off halfway (its header intact)', '/cut-off.jpg'],
  ])('refuses %s named .jpg and served as image/jpeg', async (_what, path) => {
    const result = await run().picturesOf('A-5', [{ url: url(path) }]);
    expect(result.pictures).toEqual([]);
    expect(result.failures[0]?.reason).toMatch(/^notAPicture/);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('refuses a picture larger than the limit', async () => {
    const result = await run({ maxBytes: 1000 }).picturesOf('A-6', [{ url: url('/d/large.jpg') }]);
    expect(result.failures[0]?.reason).toMatch(/^tooLarge/);
    expect(readdirSync(folder)).toEqual([]);
  });

  it('refuses a redirect to a private address and URLs that are not public http(s)', async () => {
    const result = await run().picturesOf('A-7', [
      { url: url('/to-inside.jpg') },
      { url: url('/to-metadata.jpg') },
      { url: 'http://169.254.169.254/latest/meta-data/' },
      { url: 'file:///etc/passwd' },
      { url: 'ftp://example.com/photo.jpg' },
    ]);
    expect(result.pictures).toEqual([]);
    expect(result.failures.map((failure) => failure.reason.split(':')[0])).toEqual([
      'privateAddress',
      'privateAddress',
      'privateAddress',
      'notHttp',
      'notHttp',
    ]);
    expect(inside.requests).toEqual([]);
  });

  it("keeps the sample catalogue's site paths as they are, without a request", async () => {
    const fetcher = jest.fn<Promise<Buffer>, [string]>();
    const result = await run({}, fetcher).picturesOf('A-8', [{ url: '/media/3/1.jpg', name: 'Front view' }]);
    expect(result.pictures).toEqual([expect.objectContaining({ Url: '/media/3/1.jpg', Name: 'Front view' })]);
    expect(result).toMatchObject({ fetched: 0, reused: 0, pending: false });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('takes the first pictures up to the limit and reports the rest', async () => {
    const result = await run({ maxPerProperty: 2 }).picturesOf('A-9', [
      { url: url('/e/1.jpg') },
      { url: url('/e/2.jpg') },
      { url: url('/e/3.jpg') },
    ]);
    expect(result.pictures).toHaveLength(2);
    expect(result.failures).toEqual([{ url: url('/e/3.jpg'), reason: 'tooMany: more than 2 pictures' }]);
    expect(result.pending).toBe(false);
  });

  it('downloads a few pictures at a time across properties', async () => {
    let active = 0;
    let mostAtOnce = 0;
    const fetcher: PictureFetcher = async () => {
      mostAtOnce = Math.max(mostAtOnce, ++active);
      await settle();
      active--;
      return jpeg;
    };
    const importer = run({ concurrency: 3 }, fetcher);
    const urls = (owner: string) => Array.from({ length: 5 }, (_, n) => ({ url: url(`/f/${owner}/${n}.jpg`) }));
    const results = await Promise.all([importer.picturesOf('F-1', urls('1')), importer.picturesOf('F-2', urls('2'))]);
    expect(results.map((result) => result.fetched)).toEqual([5, 5]);
    expect(mostAtOnce).toBe(3);
  });
});

describe('downloadSlots', () => {
  it('runs at most its size of jobs at once, the others in order after', async () => {
    const slot = downloadSlots(2);
    const order: number[] = [];
    const releases: Array<() => void> = [];
    const jobs = [1, 2, 3, 4].map((n) =>
      slot(async () => {
        order.push(n);
        await new Promise<void>((resolve) => releases.push(resolve));
      }),
    );
    await settle();
    expect(order).toEqual([1, 2]);
    releases.shift()?.();
    await settle();
    expect(order).toEqual([1, 2, 3]);
    releases.splice(0).forEach((release) => release());
    await settle();
    releases.splice(0).forEach((release) => release());
    await Promise.all(jobs);
    expect(order).toEqual([1, 2, 3, 4]);
  });
});

/** Lets every promise callback and database answer that is ready run (a turn of the event loop, no timer). */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
}
