import { PAGES, type PageKey } from '@immo/shared';

/** Pages with a fixed path (no id or form in it). */
export const FIXED_PAGES = PAGES.filter(
  (page): page is Exclude<PageKey, 'property' | 'feedback'> => page !== 'property' && page !== 'feedback',
);
