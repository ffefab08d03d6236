/** The languages the site is offered in (SPEC §1). The order is the order of the language switcher. */
export const LANGUAGES = ['en', 'nl', 'fr', 'de'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** Used when nothing else decides: configuration may override it (SPEC §1 "default language"). */
export const DEFAULT_LANGUAGE: Lang = 'en';

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
