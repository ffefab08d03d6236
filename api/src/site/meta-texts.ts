import type { PageKey } from '@immo/shared';
import type { Translate } from '../i18n/translator.js';
import type { PageTexts } from './page-texts.js';

/**
 * Texts of a page no Published menu page describes, from the `meta` namespace. A thank-you page
 * takes the title its body shows (`common:thankYou.{form}.title`), so each form has its own.
 */
export function metaTexts(page: PageKey, params: Record<string, string>, t: Translate, agency: string): PageTexts {
  const title = t(`${page}.title`, { agency });
  const description = t(`${page}.description`, { agency });
  if (page === 'feedback' && params.form) {
    return { title: t(`common:thankYou.${params.form}.title`, { defaultValue: title }), description };
  }
  return { title, description };
}
