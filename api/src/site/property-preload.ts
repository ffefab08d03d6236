import { detailPhoto, type Picture } from '@immo/shared';
import { escapeMarkup as e } from './escape-markup.js';

/**
 * The first photo of a property page (its largest paint), asked for before the stylesheet and
 * scripts, with exactly the URL, `srcset` and `sizes` mf-property-detail gives that `<img>`
 * (`detailPhoto` of @immo/shared): the browser reuses a preloaded picture only when they are
 * identical. No photo, no preload (a preload the page never uses costs a download and a warning).
 */
export function propertyPhotoPreload(pictures: readonly Picture[]): string {
  const first = pictures[0];
  if (!first) return '';
  const photo = detailPhoto(first.Url);
  return `<link rel="preload" as="image" href="${e(photo.src)}" imagesrcset="${e(photo.srcSet)}" imagesizes="${e(
    photo.sizes,
  )}" fetchpriority="high">`;
}
