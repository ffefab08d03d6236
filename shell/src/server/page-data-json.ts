import { scriptJson } from '@immo/shared/federation';
import type { PageData } from '../layout/page-data.js';

type Translations = PageData['translations'];

/** Per language and list of namespaces: the texts objects the JSON was made of, and that JSON. */
const made = new Map<string, { texts: object[]; json: string }>();

/**
 * The page's texts as JSON, made once for the same texts: every page of a language with the same
 * slots carries the same namespace objects (the remotes' bundled files, the shell's files), and
 * writing them was most of the shell's server render's own work (a CPU profile of the property
 * page: 15 %). A remote redeployed with new texts brings new objects, and new JSON.
 */
function translationsJson(lang: string, translations: Translations): string {
  const names = Object.keys(translations);
  const texts = names.map((ns) => translations[ns]!);
  const key = `${lang}|${names.join(',')}`;
  const kept = made.get(key);
  if (kept && kept.texts.every((text, index) => text === texts[index])) return kept.json;
  const json = scriptJson(translations);
  made.set(key, { texts, json });
  return json;
}

/** The page's data as JSON for its script element: the same as `scriptJson(page)`. */
export function pageDataJson(page: PageData): string {
  const { translations, ...rest } = page;
  // `rest` is an object with at least `lang`: its JSON ends in "}", where the texts go in.
  return `${scriptJson(rest).slice(0, -1)},"translations":${translationsJson(page.lang, translations)}}`;
}
