/**
 * How guessable a new password is, judged on the server (the browser's meter only advises):
 * @zxcvbn-ts/core with its common-password list (ASVS 6.2.4) and the word, name and Wikipedia
 * lists of the site's four languages, beside keyboard patterns, dates, repeats and l33t spelling.
 */
import { MIN_PASSWORD_SCORE, PASSWORD_SCORING } from '@immo/shared';

/** Words any owner of this site might build a password from. */
const SITE_WORDS = ['immo', 'lys', 'immolys'];

type Scorer = (password: string, userInputs: string[]) => number;

let scorer: Promise<Scorer> | null = null;

/** The dictionaries (~11 MB of lists) load on the first password set, not at every start. */
async function loadScorer(): Promise<Scorer> {
  const [core, common, en, nl, fr, de] = await Promise.all([
    import('@zxcvbn-ts/core'),
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
  core.zxcvbnOptions.setOptions({
    graphs: common.adjacencyGraphs,
    dictionary,
    l33tMaxSubstitutions: PASSWORD_SCORING.l33tReadings,
  });
  return (password, userInputs) => core.zxcvbn(password.slice(0, PASSWORD_SCORING.length), userInputs).score;
}

function strengthScorer(): Promise<Scorer> {
  scorer ??= loadScorer().catch((error: unknown) => {
    scorer = null;
    throw error;
  });
  return scorer;
}

/** The owner's own name and address, which a guesser tries first. */
export function personalWords(owner: { email: string; name: string }): string[] {
  const email = owner.email.toLowerCase();
  const [local = '', domain = ''] = email.split('@');
  const name = owner.name.toLowerCase();
  return [email, local, ...local.split(/[._+-]/), domain, name, ...name.split(/\s+/)].filter((word) => word.length > 1);
}

/** True when the password is blank or zxcvbn scores it below MIN_PASSWORD_SCORE. */
export async function isTooWeak(password: string, personal: string[]): Promise<boolean> {
  if (password.trim() === '') return true;
  const score = (await strengthScorer())(password, [...SITE_WORDS, ...personal]);
  return score < MIN_PASSWORD_SCORE;
}
