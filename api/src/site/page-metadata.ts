import {
  cutText,
  pagePath,
  propertyPath,
  resolveRoute,
  type CatalogueProperty,
  type Lang,
  type PageKey,
  type Route,
} from '@immo/shared';
import type { Catalogue } from '../catalogue/catalogue.js';
import { menuTexts, publishedMenuPage } from './menu-texts.js';
import { metaTexts } from './meta-texts.js';
import type { PageTexts, PreviewImage } from './page-texts.js';
import { propertyTexts } from './property-texts.js';
import type { Translate } from '../i18n/translator.js';

/** Texts of the page heads per language, keys of the `meta` namespace by default. */
export type SiteTranslate = (lang: Lang) => Translate;
import { absoluteUrl, alternatesOf, originOf, pathsOf, type Alternates } from './site-urls.js';
import { UNLISTED_PAGES } from './unlisted-pages.js';

/** Everything the head of one page says, every URL absolute, nothing escaped yet. */
export type PageMetadata = {
  status: 200 | 404;
  lang: Lang;
  page: PageKey;
  siteName: string;
  /** Ends with " | {agency}". */
  title: string;
  description: string;
  canonical: string;
  alternates: Alternates;
  /** The page's path in every language (the alternates' paths): the language links' targets. */
  paths: Record<Lang, string>;
  ogTitle: string;
  ogDescription: string;
  /**
   * Open Graph has no type for a listing (ogp.me defines website, article, book, profile, music.*
   * and video.*). `product` is a Facebook extension for shop catalogue items that expects product:price
   * and retailer tags and a buy flow; a listing is neither. A property page is one piece of content
   * with its own date, which Facebook's sharing guide calls an `article`; LinkedIn builds its preview
   * from title, description and image under either type. Every other page is `website`.
   */
  ogType: 'website' | 'article';
  ogImage?: PreviewImage;
  twitterTitle: string;
  twitterDescription: string;
  twitterImage?: string;
  /** Pages kept out of search results (404, login, thank-you). */
  noindex: boolean;
};

// Search engines show about 155 characters; a little more leaves room for the cut at a word.
const DESCRIPTION_LIMIT = 200;

type Context = { catalogue: Catalogue; origin: string; t: SiteTranslate };

export function withAgency(title: string, agency: string): string {
  const trimmed = title.trim();
  if (trimmed === '') return agency;
  return trimmed.endsWith(` | ${agency}`) ? trimmed : `${trimmed} | ${agency}`;
}

function previewImage(texts: PageTexts, context: Context): PreviewImage | undefined {
  // A page without a picture of its own shows the site banner rather than nothing.
  const image =
    texts.image ??
    (context.catalogue.siteConfig.banner.image ? { url: context.catalogue.siteConfig.banner.image } : undefined);
  return image && { ...image, url: absoluteUrl(context.origin, image.url) };
}

/** Turns a page's texts and its path in every language into the finished metadata. */
function assemble(
  route: Pick<Route, 'lang' | 'page'>,
  status: 200 | 404,
  paths: Record<Lang, string>,
  texts: PageTexts,
  context: Context,
): PageMetadata {
  const siteName = context.catalogue.siteConfig.agencyName;
  const title = withAgency(texts.title, siteName);
  const description = cutText(texts.description, DESCRIPTION_LIMIT);
  const alternates = alternatesOf(paths, context.origin);
  const ogImage = previewImage(texts, context);
  const ogTitle = texts.ogTitle || title;
  const ogDescription = cutText(texts.ogDescription || description, DESCRIPTION_LIMIT);
  const twitterImage = texts.twitterImage ? absoluteUrl(context.origin, texts.twitterImage) : ogImage?.url;
  return {
    status,
    lang: route.lang,
    page: route.page,
    siteName,
    title,
    description,
    canonical: alternates[route.lang],
    alternates,
    paths,
    ogTitle,
    ogDescription,
    ogType: status === 200 && route.page === 'property' ? 'article' : 'website',
    ...(ogImage && { ogImage }),
    twitterTitle: texts.twitterTitle || ogTitle,
    twitterDescription: cutText(texts.twitterDescription || ogDescription, DESCRIPTION_LIMIT),
    ...(twitterImage && { twitterImage }),
    noindex: status === 404 || UNLISTED_PAGES.has(route.page),
  };
}

function notFoundMetadata(lang: Lang, context: Context): PageMetadata {
  const texts = metaTexts('not-found', {}, context.t(lang), context.catalogue.siteConfig.agencyName);
  return assemble(
    { lang, page: 'not-found' },
    404,
    pathsOf((l) => pagePath('not-found', l)),
    texts,
    context,
  );
}

function propertyMetadata(route: Route, record: CatalogueProperty, context: Context): PageMetadata {
  // The catalogue's own slugs, whatever the visitor typed: a stale slug still has one canonical URL.
  const paths = pathsOf((lang) => propertyPath(record, lang));
  const texts = propertyTexts(record, route.lang, context.catalogue, context.t(route.lang));
  return assemble(route, 200, paths, texts, context);
}

function pageTexts(route: Route, context: Context): PageTexts {
  const menuPage = publishedMenuPage(context.catalogue.menuPages, route.page);
  if (menuPage) return menuTexts(menuPage, route.lang);
  return metaTexts(route.page, route.params, context.t(route.lang), context.catalogue.siteConfig.agencyName);
}

/**
 * The head of the page at `pathname` (query and hash ignored): title, description, canonical URL,
 * hreflang alternates and link-preview fields, and the HTTP status. Texts come from the Published
 * menu page of that page key, else the `meta` namespace; a property page from the property itself.
 * An unknown path or property id gives the 404 page in the language the path is in.
 */
export function pageMetadata(
  pathname: string,
  catalogue: Catalogue,
  siteOrigin: string,
  t: SiteTranslate,
): PageMetadata {
  const context: Context = { catalogue, origin: originOf(siteOrigin), t };
  const route = resolveRoute(pathname);
  if (route.page === 'not-found') return notFoundMetadata(route.lang, context);
  if (route.page === 'property') {
    const record = catalogue.propertyNamed(route.params.id);
    return record ? propertyMetadata(route, record, context) : notFoundMetadata(route.lang, context);
  }
  return assemble(
    route,
    200,
    pathsOf((lang) => pagePath(route.page, lang, route.params)),
    pageTexts(route, context),
    context,
  );
}

/**
 * The targets of the page's language links: the paths of its hreflang alternates (a property's
 * with its title in each language, so no link pays a redirect). None for a page that does not
 * exist: its links keep the visitor's path in the other language (SPEC §2).
 */
export function languagePaths(metadata: PageMetadata): Record<Lang, string> | undefined {
  return metadata.status === 200 ? metadata.paths : undefined;
}
