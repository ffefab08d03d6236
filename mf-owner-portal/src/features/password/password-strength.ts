import { PASSWORD_SCORING, type Lang } from '@immo/shared';

/** zxcvbn's score: 0 (too guessable) to 4 (very unguessable). */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;

/** The page's language's own dictionary (Dutch is the Belgian one), beside the common lists. */
const DICTIONARIES: Record<Lang, () => Promise<{ dictionary: Record<string, string[]> }>> = {
  nl: () => import('@zxcvbn-ts/language-nl-be'),
  fr: () => import('@zxcvbn-ts/language-fr'),
  de: () => import('@zxcvbn-ts/language-de'),
  en: () => import('@zxcvbn-ts/language-en'),
};

const scorers = new Map<Lang, Promise<(password: string, userInputs: string[]) => StrengthScore>>();

/**
 * How guessable a password is, with @zxcvbn-ts/core and the dictionaries of the page's language
 * (common passwords, names, words, keyboard patterns). Loaded on first use only: the login page
 * carries none of it.
 */
export function strengthScorer(lang: Lang) {
  let scorer = scorers.get(lang);
  if (!scorer) {
    scorer = Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), DICTIONARIES[lang]()]).then(
      ([core, common, language]) => {
        const options = {
          graphs: common.adjacencyGraphs,
          dictionary: { ...common.dictionary, ...language.dictionary },
          // The API's bounds: a long run of l33t symbols would freeze the tab for seconds.
          l33tMaxSubstitutions: PASSWORD_SCORING.l33tReadings,
        };
        // One options object per language, set before each use: the library keeps them globally.
        return (password: string, userInputs: string[]) => {
          core.zxcvbnOptions.setOptions(options);
          return core.zxcvbn(password.slice(0, PASSWORD_SCORING.length), userInputs).score as StrengthScore;
        };
      },
    );
    scorers.set(lang, scorer);
  }
  return scorer;
}
