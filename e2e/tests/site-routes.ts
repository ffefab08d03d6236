import { LANGUAGES, PAGES, pagePath, type Lang, type PageKey } from '@immo/shared';

/** Pages with a fixed path (no id or form in it). */
export const FIXED_PAGES = PAGES.filter(
  (page): page is Exclude<PageKey, 'property' | 'feedback'> => page !== 'property' && page !== 'feedback',
);

export function everyPageInEveryLanguage(): Array<{ lang: Lang; page: PageKey; path: string }> {
  return LANGUAGES.flatMap((lang) => FIXED_PAGES.map((page) => ({ lang, page, path: pagePath(page, lang) })));
}
