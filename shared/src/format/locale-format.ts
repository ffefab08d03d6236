import type { Lang } from '../i18n/languages.js';

/** The Intl locale of each site language: Belgian usage, British English. */
export const INTL_LOCALES: Record<Lang, string> = { en: 'en-GB', nl: 'nl-BE', fr: 'fr-BE', de: 'de-BE' };

/** Intl formatters are slow to build and a page formats many values: one of each per language. */
function perLanguage<T>(make: (locale: string) => T): (lang: Lang) => T {
  const made = new Map<Lang, T>();
  return (lang) => {
    const existing = made.get(lang);
    if (existing) return existing;
    const created = make(INTL_LOCALES[lang]);
    made.set(lang, created);
    return created;
  };
}

const numberFormat = perLanguage((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }));
const dateFormat = perLanguage((locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }));
const listFormat = perLanguage((locale) => new Intl.ListFormat(locale, { type: 'conjunction' }));
const momentFormat = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/Brussels',
    }),
);

/** A number as the visitor's language writes it: 1,250.5 (en), 1.250,5 (nl, de), 1 250,5 (fr). */
export function formatNumber(value: number, lang: Lang): string {
  return numberFormat(lang).format(value);
}

/**
 * An ISO date (2027-03-05) in words in the visitor's language: "5 March 2027", "5. März 2027".
 * Read as a calendar day, so no time zone shifts it; a text that is no date is returned unchanged.
 */
export function formatDate(iso: string, lang: Lang): string {
  const day = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}/.test(iso) || Number.isNaN(day.getTime())) return iso;
  return dateFormat(lang).format(day);
}

/**
 * A moment (an ISO timestamp) in the visitor's language, in the agency's time zone: "Tuesday 25
 * November, 14:00" — a visit slot, on the form and in the mail that confirms it.
 */
export function formatMoment(iso: string, lang: Lang): string {
  return momentFormat(lang).format(new Date(iso));
}

/** Items joined as the language lists them: "78 and 81", "78 en 81", "78 et 81", "78 und 81". */
export function formatList(items: readonly string[], lang: Lang): string {
  return listFormat(lang).format(items);
}
