import { siteConfig } from '@immo/shared/data';
import sharp from 'sharp';
import { createTestApp, type TestApp } from './test-app.js';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

const get = (url: string) => test.app.inject({ method: 'GET', url });

/** The images of a .ico: its directory's count and each entry's width (0 means 256). */
function icoEntries(ico: Buffer): { count: number; widths: number[] } {
  const count = ico.readUInt16LE(4);
  const widths = Array.from({ length: count }, (_, index) => ico.readUInt8(6 + index * 16));
  return { count, widths };
}

describe('the site icon', () => {
  it('answers /favicon.ico, which browsers and crawlers ask for whatever the page declares', async () => {
    const response = await get('/favicon.ico');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/x-icon');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const ico = response.rawPayload;
    expect(ico.readUInt16LE(2)).toBe(1); // type 1: an icon
    expect(icoEntries(ico).widths.sort((a, b) => a - b)).toEqual([16, 32, 48]);
  });

  it('draws the lily on the app bar colour of the site configuration', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.body).toContain(`fill="${siteConfig.header.appBarColor}"`);
    const { width, height } = await sharp(response.rawPayload).metadata();
    expect(width).toBe(height);
  });

  it('gives iOS its 180 px home-screen icon', async () => {
    const response = await get('/apple-touch-icon.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'png', width: 180, height: 180 });
  });
});
