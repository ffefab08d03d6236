import type { OptionsType } from '@zxcvbn-ts/core';
import { PASSWORD_SCORING } from '../entities/forms/owner-password-rules.js';

/**
 * The lists a new password is checked against: zxcvbn-ts's common passwords (ASVS 6.2.4) and
 * keyboard layouts, and the words, names and Wikipedia lists of the site's four languages — all
 * four whatever the page's language, since an owner may build a password from any of them.
 * About 3.5 MB of code: imported here, on demand, never on a page's first load.
 */
export async function loadPasswordOptions(): Promise<OptionsType> {
  const [common, en, nl, fr, de] = await Promise.all([
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-nl-be'),
    import('@zxcvbn-ts/language-fr'),
    import('@zxcvbn-ts/language-de'),
  ]);
  const dictionary: Record<string, string[]> = { ...common.dictionary };
  // Every language names its lists alike (commonWords, firstnames…): suffixed, so none replaces another.
  for (const [lang, lists] of Object.entries({ en, nl, fr, de }))
    for (const [name, words] of Object.entries(lists.dictionary)) dictionary[`${name}-${lang}`] = words as string[];
  return { graphs: common.adjacencyGraphs, dictionary, l33tMaxSubstitutions: PASSWORD_SCORING.l33tReadings };
}
