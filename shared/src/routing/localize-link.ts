import type { Lang } from '../i18n/languages.js';
import { localizePath } from './localize-path.js';

/**
 * SPEC §2: every internal link goes through the path table to the visitor's language; other
 * links (https:, mailto:, tel:) are left as they are.
 */
export function localizeLink(href: string, lang: Lang): string {
  return href.startsWith('/') && !href.startsWith('//') ? localizePath(href, lang) : href;
}
