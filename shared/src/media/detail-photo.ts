import { pictureSrcSet, pictureUrl } from './picture-url.js';

/**
 * How the first photo of a property page is asked for. It is the page's largest paint, so the
 * server preloads it before any script runs; the preload only helps when its URL, `srcset` and
 * `sizes` are exactly what the page's <img> asks for — hence written once, here.
 * The layout: the whole width on phones, two thirds beside the contact panel on tablets, 800 px
 * on a desktop.
 */
export const DETAIL_PHOTO_SIZES = '(max-width: 767px) 100vw, (max-width: 1279px) 66vw, 800px';

export function detailPhoto(url: string, apiBase = ''): { src: string; srcSet: string; sizes: string } {
  return { src: pictureUrl(url, 600, apiBase), srcSet: pictureSrcSet(url, apiBase), sizes: DETAIL_PHOTO_SIZES };
}
