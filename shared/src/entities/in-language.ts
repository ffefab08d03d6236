import { LANGUAGES, type Lang } from '../i18n/languages.js';

// Apart from the zod schemas of localized.ts: rendering a text in a language must not pull zod in.
type LocalizedText = Record<Lang, string>;

/** The text of a value that may be one string for all languages or one per language. */
export function pickLanguage(value: string | LocalizedText, lang: Lang): string {
  return typeof value === 'string' ? value : value[lang];
}

/** A stored record as served in one language: every {en, nl, fr, de} text becomes a string. */
export type InLanguage<T> = T extends LocalizedText
  ? string
  : T extends readonly (infer Item)[]
    ? InLanguage<Item>[]
    : T extends object
      ? { [Key in keyof T]: InLanguage<T[Key]> }
      : T;

function isLocalizedText(value: object): value is LocalizedText {
  const keys = Object.keys(value);
  return (
    keys.length === LANGUAGES.length &&
    LANGUAGES.every((lang) => typeof (value as Record<string, unknown>)[lang] === 'string')
  );
}

/** A copy of a record with every {en, nl, fr, de} text replaced by the text in `lang`. */
export function inLanguage<T>(value: T, lang: Lang): InLanguage<T> {
  if (Array.isArray(value)) return value.map((item: unknown) => inLanguage(item, lang)) as InLanguage<T>;
  if (value === null || typeof value !== 'object') return value as InLanguage<T>;
  if (isLocalizedText(value)) return value[lang] as InLanguage<T>;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, inLanguage(inner, lang)]),
  ) as InLanguage<T>;
}
