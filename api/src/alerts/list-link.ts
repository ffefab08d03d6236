import { pagePath, type AlertFilters, type Lang } from '@immo/shared';
import { filterParams } from './alert-filters.js';

/** The list an alert watches, with its filters, on the site in `lang` ("see them all"). */
export function alertListLink(siteOrigin: string, filters: AlertFilters, lang: Lang): string {
  const { goal, ...rest } = filterParams(filters);
  const page = goal === 'rent' ? 'for-rent' : 'for-sale';
  const query = new URLSearchParams(rest).toString();
  return `${siteOrigin}${pagePath(page, lang)}${query ? `?${query}` : ''}`;
}
