import { LANGUAGES, type Lang } from '../i18n/languages.js';
import { THANK_YOU_FORMS } from '../entities/forms/form-names.js';
import { searchKey } from '../format/fold-accents.js';
import { PAGES, type PageKey } from './pages.js';
import {
  PATH_TABLE,
  PROPERTY_KINDS,
  PROPERTY_KIND_SEGMENTS,
  ROOT_LANGUAGE,
  THANK_YOU_FORM_SEGMENTS,
  type PathPatterns,
} from './path-table.js';
import { slugify } from './slug.js';

/**
 * Turns the path table into matchers and builders. Everything here is derived from path-table.ts;
 * to add or rename a path, edit the table, not this file.
 */

/** How one `{param}` travels between a canonical (language-neutral) value and a URL segment. */
interface ParamCodec {
  /** A decoded URL segment → the canonical value, or undefined when the segment cannot be this param. */
  read(segment: string, lang: Lang): string | undefined;
  /** A canonical value → the segment in `lang`, or undefined when the value is not valid. */
  write(value: string, lang: Lang): string | undefined;
}

/** Ids are non-negative safe integers written without leading zeros, so `012` and `12` are one property. */
function canonicalId(text: string): string | undefined {
  if (!/^\d+$/.test(text)) return undefined;
  const id = Number(text);
  return Number.isSafeInteger(id) ? String(id) : undefined;
}

/** A localized-word param: canonical key ↔ per-language word, matched case- and accent-insensitively. */
function wordCodec<K extends string>(
  keys: readonly K[],
  words: Record<K, Record<Lang, string>>,
  acceptRootWords: boolean,
): ParamCodec {
  const byLang = new Map<Lang, Map<string, K>>();
  for (const lang of LANGUAGES) {
    const lookup = new Map<string, K>();
    // The language's own words win over root-language words if they ever collide.
    if (acceptRootWords) for (const key of keys) lookup.set(searchKey(words[key][ROOT_LANGUAGE]), key);
    for (const key of keys) lookup.set(searchKey(words[key][lang]), key);
    byLang.set(lang, lookup);
  }
  return {
    read: (segment, lang) => byLang.get(lang)?.get(searchKey(segment)),
    write: (value, lang) => ((keys as readonly string[]).includes(value) ? words[value as K][lang] : undefined),
  };
}

const PARAM_CODECS = {
  id: { read: canonicalId, write: canonicalId },
  // English form names are accepted in every language, so `/nl/bedankt/contact-me/` still thanks the visitor.
  form: wordCodec(THANK_YOU_FORMS, THANK_YOU_FORM_SEGMENTS, true),
  kind: wordCodec(PROPERTY_KINDS, PROPERTY_KIND_SEGMENTS, false),
  // Slugs only decorate the URL; any text is accepted and read back in its canonical slug form.
  city: { read: slugify, write: slugify },
  slug: { read: slugify, write: slugify },
} as const satisfies Record<string, ParamCodec>;
export type ParamName = keyof typeof PARAM_CODECS;

type PatternSegment = { type: 'static'; text: string; key: string } | { type: 'param'; name: ParamName };

export interface CompiledPattern {
  page: PageKey;
  lang: Lang;
  /** The table's text, for error messages and tests. */
  source: string;
  /** Segments after the language prefix. */
  segments: readonly PatternSegment[];
  paramNames: readonly ParamName[];
}

function isParamName(name: string): name is ParamName {
  return Object.hasOwn(PARAM_CODECS, name);
}

/** Parses one table entry; a malformed table is a programming error, so it throws at module load. */
function compile(page: PageKey, lang: Lang, source: string): CompiledPattern {
  if (!source.startsWith('/') || !source.endsWith('/')) {
    throw new Error(`Path table: "${source}" (${page}, ${lang}) must start and end with "/"`);
  }
  const raw = source.split('/').filter((segment) => segment !== '');
  if (lang !== ROOT_LANGUAGE) {
    if (raw[0] !== lang) throw new Error(`Path table: "${source}" (${page}) must start with /${lang}/`);
    raw.shift();
  } else if (raw[0] !== undefined && (LANGUAGES as readonly string[]).includes(raw[0].toLowerCase())) {
    throw new Error(`Path table: "${source}" (${page}) must not start with a language code`);
  }
  const segments = raw.map((text): PatternSegment => {
    const param = /^\{(.+)\}$/.exec(text)?.[1];
    if (param === undefined) return { type: 'static', text, key: searchKey(text) };
    if (!isParamName(param)) throw new Error(`Path table: unknown parameter {${param}} in "${source}"`);
    return { type: 'param', name: param };
  });
  const paramNames = segments.flatMap((segment) => (segment.type === 'param' ? [segment.name] : []));
  return { page, lang, source, segments, paramNames };
}

function patternList(patterns: PathPatterns): readonly string[] {
  return typeof patterns === 'string' ? [patterns] : patterns;
}

/** Per language, in table order: the order links are built in. */
export const BUILD_PATTERNS: Readonly<Record<Lang, Readonly<Record<PageKey, readonly CompiledPattern[]>>>> =
  Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      Object.fromEntries(
        PAGES.map((page) => [page, patternList(PATH_TABLE[page][lang]).map((source) => compile(page, lang, source))]),
      ),
    ]),
  ) as Record<Lang, Record<PageKey, CompiledPattern[]>>;

/**
 * Per language, most specific first (more fixed words before more parameters), so a fixed path can
 * never be shadowed by a parameterised one of the same length.
 */
export const MATCH_PATTERNS: Readonly<Record<Lang, readonly CompiledPattern[]>> = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    PAGES.flatMap((page) => BUILD_PATTERNS[lang][page]).sort(
      (a, b) => b.segments.length - b.paramNames.length - (a.segments.length - a.paramNames.length),
    ),
  ]),
) as Record<Lang, CompiledPattern[]>;

/** Reads decoded segments (language prefix removed) against one pattern: the canonical params, or undefined. */
export function matchPattern(
  pattern: CompiledPattern,
  segments: readonly string[],
): Record<string, string> | undefined {
  if (segments.length !== pattern.segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, expected] of pattern.segments.entries()) {
    const segment = segments[index] ?? '';
    if (expected.type === 'static') {
      if (searchKey(segment) !== expected.key) return undefined;
    } else {
      const value = PARAM_CODECS[expected.name].read(segment, pattern.lang);
      if (value === undefined) return undefined;
      params[expected.name] = value;
    }
  }
  return params;
}

/** Writes a pattern's segments (language prefix excluded), or undefined when a parameter is missing or invalid. */
export function buildPattern(
  pattern: CompiledPattern,
  params: Readonly<Record<string, string | undefined>>,
): string[] | undefined {
  const out: string[] = [];
  for (const segment of pattern.segments) {
    if (segment.type === 'static') {
      out.push(segment.text);
      continue;
    }
    const value = params[segment.name];
    const written = value === undefined ? undefined : PARAM_CODECS[segment.name].write(value, pattern.lang);
    if (written === undefined) return undefined;
    out.push(written);
  }
  return out;
}
