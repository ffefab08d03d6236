import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { FOR_BROWSERS } from './for-browsers.js';

// Built files with a content hash in their name never change: browsers may keep them a year.
const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|webp|jpg)(\.br|\.gz)?$/;

function setCacheHeaders(reply: FastifyReply, path: string): void {
  reply.header('cache-control', HASHED.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

/**
 * The production site on the API's port: the built shell at /, each built remote under
 * /remotes/{name}/. Until the shell is built, / leads to the API description.
 */
export async function serveSite(app: FastifyInstance, root: string): Promise<void> {
  for (const name of readdirSync(root).filter((entry) => entry.startsWith('mf-'))) {
    const dist = join(root, name, 'dist');
    if (!existsSync(dist)) continue;
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      cacheControl: false,
      setHeaders: setCacheHeaders,
      // Builds ship .br and .gz next to each file: served as is, never compressed per request.
      preCompressed: true,
    });
  }
  const shell = join(root, 'shell', 'dist');
  if (existsSync(join(shell, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: shell,
      prefix: '/',
      decorateReply: false,
      cacheControl: false,
      setHeaders: setCacheHeaders,
      wildcard: false,
      preCompressed: true,
      // site-pages.ts answers these: every page path gets index.html with its own head tags.
      globIgnore: ['index.html', 'robots.txt', 'sitemap.xml'],
    });
  } else {
    app.get('/', { schema: FOR_BROWSERS }, async (_request, reply) => reply.redirect('/api/docs'));
  }
}
