import type { PageKey } from '@immo/shared';

/**
 * Pages a search engine has no use for: the 404, the owner login, the thank-you pages (reached
 * only after sending a form), the newsletter unsubscribe page, the confirm page and a visitor's search alerts (reached from a mail). They stay out of the sitemap and carry `noindex`.
 */
export const UNLISTED_PAGES: ReadonlySet<PageKey> = new Set<PageKey>([
  'not-found',
  'login',
  'feedback',
  'unsubscribe',
  'confirm',
  'alerts',
]);
