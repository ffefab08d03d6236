import { LANGUAGES, type Lang } from '@immo/shared';

function isLocalizedText(value: object): value is Record<Lang, string> {
  const keys = Object.keys(value);
  return (
    keys.length === LANGUAGES.length &&
    LANGUAGES.every((lang) => typeof (value as Record<string, unknown>)[lang] === 'string')
  );
}

/**
 * A copy of a stored record with every {en, nl, fr, de} text replaced by the text in `lang`:
 * the browser receives only its language.
 */
export function localize<T>(value: T, lang: Lang): unknown {
  if (Array.isArray(value)) return value.map((item) => localize(item, lang));
  if (value === null || typeof value !== 'object') return value;
  if (isLocalizedText(value)) return value[lang];
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, localize(inner, lang)]));
}
