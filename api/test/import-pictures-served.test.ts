import { join } from 'node:path';
import type { Picture } from '@immo/shared';
import sharp from 'sharp';
import { pictureImporter } from '../src/import/pictures/import-pictures.js';
import { databasePictureStore } from '../src/media/database-picture-store.js';
import { folderPictureStore } from '../src/media/folder-picture-store.js';
import type { PictureStore } from '../src/media/picture-store.js';
import { localServer, type LocalServer } from './local-http-server.js';
import { pictureBytes, sha256 } from './picture-fixtures.js';
import { createTestApp, type TestApp } from './test-app.js';

let feedHost: LocalServer;
let photo: Buffer;

beforeAll(async () => {
  // A portrait photo: the site still serves it cut to its 3:2.
  photo = await pictureBytes('jpeg', 600, 900);
  feedHost = await localServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo),
  );
});
afterAll(() => feedHost.close());

/** Puts the picture among a property's, as an import does, and has the app read the catalogue again. */
async function showOnSite(test: TestApp, picture: Picture): Promise<void> {
  const row = await test.db.selectFrom('properties').select(['id', 'record']).orderBy('id').executeTakeFirstOrThrow();
  const record = JSON.parse(row.record) as { Pictures: Picture[] };
  record.Pictures.push(picture);
  await test.db
    .updateTable('properties')
    .set({ record: JSON.stringify(record) })
    .where('id', '=', row.id)
    .execute();
  await test.app.reloadCatalogue();
}

const stores: Array<[string, Record<string, string>, (test: TestApp) => PictureStore]> = [
  ['a folder (the default)', {}, (test) => folderPictureStore(join(test.dataDir, 'imported-media'))],
  ['the database (PICTURE_STORE=database)', { PICTURE_STORE: 'database' }, (test) => databasePictureStore(test.db)],
];

describe.each(stores)('an imported picture stored in %s', (_where, env, storeOf) => {
  let test: TestApp;
  let picture: Picture;
  beforeAll(async () => {
    test = await createTestApp({ env });
    const importer = pictureImporter(test.db, storeOf(test), {
      maxBytes: 1024 * 1024,
      maxPerProperty: 10,
      timeoutMs: 5000,
      allowPrivate: [feedHost.origin],
    });
    const result = await importer.picturesOf('X-1', [{ url: `${feedHost.origin}/photo.jpg`, name: 'Garden' }]);
    picture = result.pictures[0] as Picture;
  });
  afterAll(() => test.close());

  const get = (url: string, accept = 'image/avif,image/webp,*/*') =>
    test.app.inject({ method: 'GET', url, headers: { accept } });

  it('is kept with the original bytes', async () => {
    expect(picture.Url).toBe(`/media/imported/${sha256(photo)}.jpg`);
    expect(await storeOf(test).get(picture.Url)).toEqual({ bytes: photo, contentType: 'image/jpeg' });
  });

  it('is not served while the catalogue does not show it', async () => {
    expect((await get(`${picture.Url}?w=400`)).statusCode).toBe(404);
  });

  it('is served at its /media path in every width, as WebP or JPEG, cut to 3:2', async () => {
    await showOnSite(test, picture);
    for (const [width, height] of [
      [100, 67],
      [400, 266],
      [600, 400],
      [1360, 906],
    ]) {
      const webp = await get(`${picture.Url}?w=${width}`);
      expect(webp.statusCode).toBe(200);
      expect(webp.headers['content-type']).toBe('image/webp');
      expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height });
    }
    const jpeg = await get(`${picture.Url}?w=600`, 'image/*');
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 400 });
    expect((await get(`${picture.Url}?w=333`)).statusCode).toBe(400);
  });

  it('answers 404 for an imported path that is stored nowhere', async () => {
    const missing = `/media/imported/${'0'.repeat(64)}.jpg`;
    await showOnSite(test, { ...picture, Url: missing });
    expect((await get(`${missing}?w=400`)).statusCode).toBe(404);
  });
});

describe('the picture stores', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it.each([
    ['folder', (t: TestApp) => folderPictureStore(join(t.dataDir, 'store-test'))],
    ['database', (t: TestApp) => databasePictureStore(t.db)],
  ])('the %s store keeps a picture once and reads it back', async (_name, storeOf) => {
    const store = storeOf(test);
    const bytes = await pictureBytes('png', 20, 20);
    const path = `/media/imported/${sha256(bytes)}.png`;
    expect(await store.get(path)).toBeNull();
    await store.put(path, bytes, 'image/png');
    await store.put(path, bytes, 'image/png');
    expect(await store.get(path)).toEqual({ bytes, contentType: 'image/png' });
  });

  it('the folder store reads and writes nothing outside its folder', async () => {
    const store = folderPictureStore(join(test.dataDir, 'store-test'));
    expect(await store.get('/media/imported/../../immo.sqlite')).toBeNull();
    await expect(store.put('/media/imported/../x.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
  });
});
