import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { LangQuerySchema, routeSchema } from '../http/route-schema.js';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { ApiConfig } from '../config.js';
import {
  inLanguage,
  LANGUAGES,
  PageTitleSchema,
  publicProperty,
  resolveRoute,
  type Lang,
  type Route,
} from '@immo/shared';
import type { PageStatus } from '@immo/shared/federation';
import { canonicalPropertyRedirect } from './canonical-redirect.js';
import { FOR_BROWSERS } from './for-browsers.js';
import { cspNonce } from '../http/content-security-policy.js';
import type { SecurityHeaders } from '../http/security.js';
import { PassThrough } from 'node:stream';
import { constants as zlib } from 'node:zlib';
import { htmlDocumentParts, type ComposedBody } from './html-document.js';
import { bannerPreload } from './banner-preload.js';
import { publishedMenu } from '../catalogue/published-menu.js';
import { perCatalogue } from '../catalogue/per-catalogue.js';
import { composePage, type PageComposition, type PageRequest, type SlotRenderer } from './composition/compose-page.js';
import { injectFetch } from './composition/inject-fetch.js';
import { loadShellBundle } from './composition/shell-bundle.js';
import { languagePaths, pageMetadata, type PageMetadata } from './page-metadata.js';
import { jsonLdScript, propertyJsonLd } from './property-json-ld.js';
import { propertyPhotoPreload } from './property-preload.js';
import { remotePreloads } from './remote-preloads.js';
import type { Translate } from '../i18n/translator.js';
import type { SiteTranslate } from './page-metadata.js';
import { originOf } from './site-urls.js';
import { robotsTxt, sitemapXml } from './sitemap.js';

export type SitePagesOptions = {
  /** `staticRoot` is where `shell/dist/index.html` is; null (API alone) still serves robots.txt and sitemap.xml. */
  config: Pick<ApiConfig, 'staticRoot' | 'siteOrigin' | 'remoteOverrides'>;
  catalogue: () => Catalogue;
  /** The server's translator; page heads read the `meta` namespace. */
  translate: (lang: Lang, namespace: 'meta') => Translate;
  /** The pages' stricter security headers (a nonce-based script policy, http/security.ts). */
  security: SecurityHeaders;
  /** Renders a slot with its remote's server bundle; without one every slot is left to the browser. */
  renderSlot?: SlotRenderer;
  /** Per slot, in ms (DESIGN §7). */
  slotBudgetMs: number;
};

const PAGE_TITLE_QUERY = LangQuerySchema.extend({
  path: z
    .string()
    .min(1)
    .max(2048)
    .regex(/^\//)
    .describe("The page's path on the site, e.g. /nl/te-koop/ (without the origin)."),
});

/** Paths that belong to the API, the pictures, the remotes and the translations, never to a page. */
const NOT_A_PAGE = /^\/(?:api|media|remotes|locales)(?:\/|$)|^\/remotes\.json$/i;
/** A last segment with an extension asks for a file (`/old-logo.png`), not a page. */
const FILE_NAME = /\/[^/]*\.[a-z0-9]+$/i;

export function isPagePath(pathname: string): boolean {
  return !NOT_A_PAGE.test(pathname) && !FILE_NAME.test(pathname);
}

/** The shell's template, read once: a new shell build is deployed with a restart of the server. */
function readTemplate(staticRoot: string | null): string | undefined {
  if (!staticRoot) return undefined;
  const file = join(staticRoot, 'shell', 'dist', 'index.html');
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/**
 * What only a property page that exists has in its head: the preload of its first photo and its
 * schema.org data, both from what the browser may see of it (publicProperty).
 */
function propertyHead(
  route: Route,
  metadata: PageMetadata,
  catalogue: Catalogue,
  origin: string,
  t: SiteTranslate,
): { preload: string; structuredData: string } {
  const record = catalogue.propertyNamed(route.params.id);
  if (route.page !== 'property' || metadata.status !== 200 || !record) return { preload: '', structuredData: '' };
  const property = publicProperty(catalogue.property(record, route.lang));
  const data = propertyJsonLd({ property, lang: route.lang, origin, canonical: metadata.canonical, t: t(route.lang) });
  return { preload: propertyPhotoPreload(property.Pictures), structuredData: jsonLdScript(data) };
}

/** The site's settings and published menu in each language: the same on every page of a catalogue. */
const chromeTexts = perCatalogue(
  (catalogue) =>
    Object.fromEntries(
      LANGUAGES.map((lang) => [
        lang,
        { config: inLanguage(catalogue.siteConfig, lang), menu: inLanguage(publishedMenu(catalogue), lang) },
      ]),
    ) as Record<Lang, Pick<PageRequest, 'config' | 'menu'>>,
);

/** The shell's page around its slots. */
async function composedBody(
  composition: PageComposition,
  route: Route,
  status: PageStatus,
  paths: Record<Lang, string> | undefined,
  request: FastifyRequest,
  catalogue: Catalogue,
): Promise<ComposedBody> {
  const [pathname = '/', query = ''] = request.url.split(/\?(.*)/s);
  const page = await composePage(composition, {
    route,
    pathname,
    status,
    ...(paths && { languagePaths: paths }),
    search: query ? `?${query.split('#')[0]}` : '',
    ...chromeTexts(catalogue)[route.lang],
  });
  return { shell: page.root, consent: page.consent, bodyEnd: page.data, styles: page.styles };
}

type PagePreloads = (remotes: readonly string[], nonce: string) => string;

function pageHandler(
  template: string,
  options: SitePagesOptions,
  t: SiteTranslate,
  preloads: PagePreloads,
  composition?: PageComposition,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split(/[?#]/)[0] ?? '/';
    // Unknown /api/… or a missing file keeps the API's JSON 404, not an HTML page.
    if (!isPagePath(pathname)) return reply.callNotFound();
    const catalogue = options.catalogue();
    const redirect = canonicalPropertyRedirect(request.url, catalogue);
    // `no-cache`: a browser must not keep a 301 for good; the canonical path changes with the title.
    if (redirect !== undefined) return reply.header('cache-control', 'no-cache').redirect(redirect, 301);
    const metadata = pageMetadata(pathname, catalogue, options.config.siteOrigin, t);
    const route = resolveRoute(pathname);
    const property = propertyHead(route, metadata, catalogue, originOf(options.config.siteOrigin), t);
    const nonce = cspNonce(reply.raw);
    const remotes = composition?.shell.module.remotesAtOnce?.(route, pathname) ?? [];
    const document = htmlDocumentParts(template, metadata, {
      head: [bannerPreload(catalogue, route), property.preload, preloads(remotes, nonce)].filter(Boolean).join('\n'),
      structuredData: property.structuredData,
      scriptNonce: nonce,
    });
    reply.code(metadata.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (!composition) return reply.send(document.head + document.rest({}));
    // The head goes out at once; the rest once composed. A composition that fails after the head
    // was sent still ends the page: its shell is left to the browser, as without a server build.
    const page = new PassThrough();
    page.write(document.head);
    composedBody(composition, route, metadata.status, languagePaths(metadata), request, catalogue).then(
      (body) => page.end(document.rest(body)),
      (error: unknown) => {
        request.log.error({ err: error }, 'page composition failed: the browser renders the page');
        page.end(document.rest({}));
      },
    );
    return reply.send(page);
  };
}

/**
 * A page's compression sends each part as it is written (the head before the composition ends);
 * without a flush the compressor would hold the head until the page is complete.
 */
const PAGE_COMPRESSION: NonNullable<RouteShorthandOptions['compress']> = {
  encodings: ['br', 'gzip', 'deflate'],
  zlibOptions: { flush: zlib.Z_SYNC_FLUSH },
  brotliOptions: { flush: zlib.BROTLI_OPERATION_FLUSH },
};

/**
 * The site's pages as HTML with their own head (title, description, canonical, hreflang, Open Graph)
 * and their content composed on the server (DESIGN §7: the shell's components around the slots its
 * layout table names), so visitors, search engines and link previews see each page before any
 * script runs; the browser then hydrates it. Every path that is not the API's, a picture, a remote or a file gets the
 * shell's document, with status 404 when the page or property does not exist.
 * Also robots.txt and sitemap.xml, with or without a built shell.
 */
export async function sitePages(app: FastifyInstance, options: SitePagesOptions): Promise<void> {
  const { siteOrigin, staticRoot } = options.config;
  const t: SiteTranslate = (lang) => options.translate(lang, 'meta');
  // Rebuilt only when the catalogue is.
  const sitemap = perCatalogue((catalogue) => sitemapXml(catalogue, siteOrigin));

  app.get('/robots.txt', { schema: FOR_BROWSERS }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(siteOrigin)),
  );
  // The title and language links' paths of a page the shell shows after an in-site navigation:
  // the same as its server head's.
  const pageTitle = routeSchema({
    tags: ['site'],
    summary: "A page's title and its path in every language",
    querystring: PAGE_TITLE_QUERY,
    response: { 200: PageTitleSchema },
  });
  app.withTypeProvider<ZodTypeProvider>().get('/api/page-title', { schema: pageTitle }, async (request, reply) => {
    const metadata = pageMetadata(request.query.path, options.catalogue(), siteOrigin, t);
    const paths = languagePaths(metadata);
    return reply.header('cache-control', 'no-cache').send({ title: metadata.title, ...(paths && { paths }) });
  });
  app.get('/sitemap.xml', { schema: FOR_BROWSERS }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('application/xml; charset=utf-8').send(sitemap(options.catalogue())),
  );

  const template = readTemplate(staticRoot);
  // Without a built shell there is no page to send; / leads to the API description (static-site.ts).
  if (template === undefined) return;
  const shell = loadShellBundle(staticRoot);
  const composition: PageComposition | undefined = shell && {
    shell,
    renderSlot: options.renderSlot,
    slotBudgetMs: options.slotBudgetMs,
    apiFetch: injectFetch(app),
    log: app.log,
  };
  // A wildcard: every more specific route (API, static files of the shell and remotes) still wins.
  app.get(
    '/*',
    { schema: FOR_BROWSERS, config: { securityHeaders: options.security }, compress: PAGE_COMPRESSION },
    pageHandler(template, options, t, remotePreloads(staticRoot, options.config.remoteOverrides), composition),
  );
}
