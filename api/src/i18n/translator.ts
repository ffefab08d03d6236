import { createI18n, LANGUAGES, type Lang } from '@immo/shared';
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
import enMail from '@immo/shared/locales/en/mail.json' with { type: 'json' };
import nlMail from '@immo/shared/locales/nl/mail.json' with { type: 'json' };
import frMail from '@immo/shared/locales/fr/mail.json' with { type: 'json' };
import deMail from '@immo/shared/locales/de/mail.json' with { type: 'json' };

export type Translate = (key: string, values?: Record<string, unknown>) => string;

const RESOURCES = {
  en: { errors: enErrors, validation: enValidation, mail: enMail, property: enProperty },
  nl: { errors: nlErrors, validation: nlValidation, mail: nlMail, property: nlProperty },
  fr: { errors: frErrors, validation: frValidation, mail: frMail, property: frProperty },
  de: { errors: deErrors, validation: deValidation, mail: deMail, property: deProperty },
};

/** The server's translations: the same locale files and factory as the browser. */
export async function createTranslator(): Promise<(lang: Lang) => Translate> {
  const i18n: I18n = await createI18n({
    lang: 'en',
    namespaces: ['errors', 'validation', 'mail', 'property'],
    resources: RESOURCES,
  });
  const fixed = Object.fromEntries(LANGUAGES.map((lang) => [lang, i18n.getFixedT(lang)])) as Record<Lang, Translate>;
  return (lang) => fixed[lang];
}
