import type { Lang, MenuPage, PageKey } from '@immo/shared';
import type { PageTexts } from './page-texts.js';

function flatten(pages: readonly MenuPage[]): MenuPage[] {
  return pages.flatMap((page) => [page, ...flatten(page.childMenus)]);
}

/** The Published menu page (at any depth) whose `path` is this page key; a Draft or Hidden one does not count. */
export function publishedMenuPage(pages: readonly MenuPage[], page: PageKey): MenuPage | undefined {
  return flatten(pages).find((entry) => entry.status === 'Published' && entry.path === page);
}

/**
 * SPEC §3 "Metadata per language": the SEO fields when `isActiveSEO` is on, else the page's own
 * title and description (an agency that switched SEO off has not filled those fields in).
 */
export function menuTexts(page: MenuPage, lang: Lang): PageTexts {
  const seo = page.params.metadata[lang];
  const image = seo.ogImage || page.params.image;
  const imageTexts = image ? { image: { url: image } } : {};
  if (!seo.isActiveSEO) {
    return { title: page.params.title[lang], description: page.params.description[lang], ...imageTexts };
  }
  return {
    title: seo.metadataTitle || seo.pageTitle || page.params.title[lang],
    description: seo.metadataDescription || page.params.description[lang],
    ogTitle: seo.ogTitle,
    ogDescription: seo.ogDescription,
    twitterTitle: seo.twitterTitle,
    twitterDescription: seo.twitterDescription,
    ...imageTexts,
    ...(seo.twitterImage ? { twitterImage: seo.twitterImage } : {}),
  };
}
