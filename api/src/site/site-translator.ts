import { createI18n, LANGUAGES, type Lang } from '@immo/shared';
import type { i18n as I18n } from 'i18next';
import enCommon from '@immo/shared/locales/en/common.json' with { type: 'json' };
import nlCommon from '@immo/shared/locales/nl/common.json' with { type: 'json' };
import frCommon from '@immo/shared/locales/fr/common.json' with { type: 'json' };
import deCommon from '@immo/shared/locales/de/common.json' with { type: 'json' };
import enMeta from '@immo/shared/locales/en/meta.json' with { type: 'json' };
import nlMeta from '@immo/shared/locales/nl/meta.json' with { type: 'json' };
import frMeta from '@immo/shared/locales/fr/meta.json' with { type: 'json' };
import deMeta from '@immo/shared/locales/de/meta.json' with { type: 'json' };
import type { Translate } from '../i18n/translator.js';

/** Texts of the page heads, per language: `meta` by default, `common:` for the thank-you titles. */
export type SiteTranslate = (lang: Lang) => Translate;

const RESOURCES = {
  en: { meta: enMeta, common: enCommon },
  nl: { meta: nlMeta, common: nlCommon },
  fr: { meta: frMeta, common: frCommon },
  de: { meta: deMeta, common: deCommon },
};

/** The same locale files and factory as the browser, so a page's head and body never disagree. */
export async function createSiteTranslator(): Promise<SiteTranslate> {
  const i18n: I18n = await createI18n({ lang: 'en', namespaces: ['meta', 'common'], resources: RESOURCES });
  const fixed = Object.fromEntries(LANGUAGES.map((lang) => [lang, i18n.getFixedT(lang)])) as Record<Lang, Translate>;
  return (lang) => fixed[lang];
}
