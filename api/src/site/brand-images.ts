import { iconSvg, logoSvg } from '@immo/shared/data';
import type { FastifyInstance } from 'fastify';
import pngToIco from 'png-to-ico';
import sharp from 'sharp';
import { FOR_BROWSERS } from './for-browsers.js';

const A_DAY = 'public, max-age=86400';
/** The sizes browsers pick from a .ico: tabs (16, 32) and Windows shortcuts (48). */
const ICO_SIZES = [16, 32, 48] as const;

/** iOS asks for /apple-touch-icon.png at this size for a home-screen shortcut, declared or not. */
const TOUCH_ICON_SIZE = 180;
/** The icon's SVG box (iconSvg). */
const ICON_BOX = 56;

/** The icon as a PNG, rendered at four times the size before scaling down, for clean edges. */
function iconPng(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 72 * (size / ICON_BOX) * 4 })
    .resize(size, size)
    .png()
    .toBuffer();
}

/** Rendered once per colour of the app bar (it changes only with the site configuration). */
function memoByColour<T>(render: (colour: string) => Promise<T>): (colour: string) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (colour) => {
    if (!cache.has(colour)) cache.set(colour, render(colour));
    return cache.get(colour)!;
  };
}

/**
 * The agency's logo and the site's icon, drawn from one mark (@immo/shared/data). The icon takes
 * the app bar's colour of the current site configuration.
 */
export async function brandImageRoutes(app: FastifyInstance, deps: { appBarColor: () => string }) {
  // Browsers and crawlers ask for /favicon.ico whatever the page declares.
  const ico = memoByColour(async (colour) =>
    pngToIco(await Promise.all(ICO_SIZES.map((size) => iconPng(iconSvg(colour), size)))),
  );
  // iOS rounds the corners itself: the touch icon is square and full-bleed.
  const touchIcon = memoByColour(async (colour) =>
    sharp(await iconPng(iconSvg(colour), TOUCH_ICON_SIZE))
      .flatten({ background: colour })
      .png()
      .toBuffer(),
  );

  app.get('/media/logo.svg', { schema: FOR_BROWSERS }, async (_request, reply) =>
    reply.header('cache-control', A_DAY).type('image/svg+xml').send(logoSvg()),
  );
  app.get('/favicon.svg', { schema: FOR_BROWSERS }, async (_request, reply) =>
    reply.header('cache-control', A_DAY).type('image/svg+xml').send(iconSvg(deps.appBarColor())),
  );
  app.get('/favicon.ico', { schema: FOR_BROWSERS }, async (_request, reply) =>
    reply
      .header('cache-control', A_DAY)
      .type('image/x-icon')
      .send(await ico(deps.appBarColor())),
  );
  app.get('/apple-touch-icon.png', { schema: FOR_BROWSERS }, async (_request, reply) =>
    reply
      .header('cache-control', A_DAY)
      .type('image/png')
      .send(await touchIcon(deps.appBarColor())),
  );
}
