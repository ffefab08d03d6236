import type { PageKey } from '@immo/shared';

/** The heading of a list page when its menu module has no title (keys of the listings namespace). */
export const PAGE_TITLE_KEYS: Partial<Record<PageKey, string>> = {
  'for-sale': 'titles.forSale',
  'for-rent': 'titles.forRent',
  foreign: 'titles.abroad',
  references: 'titles.references',
  projects: 'titles.newBuilds',
};
