import type { PageKey } from '@immo/shared';

/**
 * Pages a search engine has no use for: the 404, the owner login and the thank-you pages (reached
 * only after sending a form). They stay out of the sitemap and carry `noindex`.
 */
export const UNLISTED_PAGES: ReadonlySet<PageKey> = new Set<PageKey>(['not-found', 'login', 'feedback']);
