import type { Route } from '@immo/shared';
import type { Catalogue } from '../catalogue/catalogue.js';
import { escapeMarkup as e } from './escape-markup.js';

/** The banner picture, asked for before the stylesheet and scripts: it is the page's largest paint. */
export function bannerPreload(catalogue: Catalogue, route: Route): string {
  if (route.page !== 'home') return '';
  const { image, gallery, type } = catalogue.siteConfig.banner;
  const source = type === 'gallery' ? gallery?.[0] : image;
  if (!source) return '';
  return `<link rel="preload" as="image" href="${e(source)}?w=1360" imagesrcset="${e(source)}?w=600 600w, ${e(
    source,
  )}?w=1360 1360w" imagesizes="100vw" fetchpriority="high">`;
}
