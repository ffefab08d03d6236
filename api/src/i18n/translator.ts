import { createI18n, type Lang } from '@immo/shared';
import type { i18n as I18n } from 'i18next';
import enErrors from '@immo/shared/locales/en/errors.json' with { type: 'json' };
import nlErrors from '@immo/shared/locales/nl/errors.json' with { type: 'json' };
import frErrors from '@immo/shared/locales/fr/errors.json' with { type: 'json' };
import deErrors from '@immo/shared/locales/de/errors.json' with { type: 'json' };
import enValidation from '@immo/shared/locales/en/validation.json' with { type: 'json' };
import nlValidation from '@immo/shared/locales/nl/validation.json' with { type: 'json' };
import frValidation from '@immo/shared/locales/fr/validation.json' with { type: 'json' };
import deValidation from '@immo/shared/locales/de/validation.json' with { type: 'json' };
import enProperty from '@immo/shared/locales/en/property.json' with { type: 'json' };
import nlProperty from '@immo/shared/locales/nl/property.json' with { type: 'json' };
import frProperty from '@immo/shared/locales/fr/property.json' with { type: 'json' };
import deProperty from '@immo/shared/locales/de/property.json' with { type: 'json' };
import enMail from './locales/en/mail.json' with { type: 'json' };
import nlMail from './locales/nl/mail.json' with { type: 'json' };
import frMail from './locales/fr/mail.json' with { type: 'json' };
import deMail from './locales/de/mail.json' with { type: 'json' };

/* Site pages: titles and descriptions (meta) and the header the server sends (common). */
import enCommon from '@immo/shared/locales/en/common.json' with { type: 'json' };
import nlCommon from '@immo/shared/locales/nl/common.json' with { type: 'json' };
import frCommon from '@immo/shared/locales/fr/common.json' with { type: 'json' };
import deCommon from '@immo/shared/locales/de/common.json' with { type: 'json' };
import enMeta from './locales/en/meta.json' with { type: 'json' };
import nlMeta from './locales/nl/meta.json' with { type: 'json' };
import frMeta from './locales/fr/meta.json' with { type: 'json' };
import deMeta from './locales/de/meta.json' with { type: 'json' };

export type Translate = (key: string, values?: Record<string, unknown>) => string;

const RESOURCES = {
  en: {
    errors: enErrors,
    validation: enValidation,
    mail: enMail,
    property: enProperty,
    meta: enMeta,
    common: enCommon,
  },
  nl: {
    errors: nlErrors,
    validation: nlValidation,
    mail: nlMail,
    property: nlProperty,
    meta: nlMeta,
    common: nlCommon,
  },
  fr: {
    errors: frErrors,
    validation: frValidation,
    mail: frMail,
    property: frProperty,
    meta: frMeta,
    common: frCommon,
  },
  de: {
    errors: deErrors,
    validation: deValidation,
    mail: deMail,
    property: deProperty,
    meta: deMeta,
    common: deCommon,
  },
};

type ServerNamespace = keyof (typeof RESOURCES)['en'];

/**
 * The server's translations: the same locale files and factory as the browser, one instance.
 * `translate(lang)` takes keys with their namespace (`errors:…`); `translate(lang, 'meta')` makes
 * keys of that namespace work without one.
 */
export async function createTranslator(): Promise<(lang: Lang, namespace?: ServerNamespace) => Translate> {
  const namespaces = Object.keys(RESOURCES.en) as ServerNamespace[];
  const i18n: I18n = await createI18n({ lang: 'en', namespaces, resources: RESOURCES });
  const cache = new Map<string, Translate>();
  return (lang, namespace = 'errors') => {
    const key = `${lang}:${namespace}`;
    const cached = cache.get(key);
    if (cached) return cached;
    // i18next's TFunction overloads are wider than the (key, values) → string the server uses.
    const t = i18n.getFixedT(lang, namespace) as unknown as Translate;
    cache.set(key, t);
    return t;
  };
}
