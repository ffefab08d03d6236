import type { PasswordResetFormSchema } from '../entities/forms/owner.js';
import { MIN_PASSWORD_SCORE, PASSWORD_SCORING } from '../entities/forms/owner-password-rules.js';
import { loadPasswordOptions } from './password-options.js';

/** zxcvbn's score: 0 (too guessable) to 4 (very unguessable). */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** What the site decides of a new password. */
export interface PasswordJudgement {
  /**
   * How hard it is to guess: zxcvbn's score, held below MIN_PASSWORD_SCORE when the password is
   * refused for another reason (too short, blank), so a meter never shows a refused password as strong.
   */
  score: PasswordScore;
  /** Why it is refused (a `validation:` translation key, the API's field message), or null. */
  refusal: string | null;
}

/** `userInputs`: what this owner's guesser would try first (their name, their address), if known. */
export type PasswordJudge = (password: string, userInputs?: readonly string[]) => PasswordJudgement;

/** Words any owner of this site might build a password from. */
export const SITE_WORDS: readonly string[] = ['immo', 'lys', 'immolys'];

const TOO_WEAK = 'validation:invalid.passwordTooWeak';

let judge: Promise<PasswordJudge> | null = null;

/**
 * THE password rule of the owner accounts, which the API enforces and the portal's meter shows as
 * the owner types: the reset form's password rules (required, MIN_PASSWORD_LENGTH, at most 200),
 * not blank, and a zxcvbn score of MIN_PASSWORD_SCORE or more over the first PASSWORD_SCORING.length
 * characters. The dictionaries load on the first call only (a failed load is tried again on the next).
 */
export function loadPasswordJudge(): Promise<PasswordJudge> {
  judge ??= makeJudge().catch((error: unknown) => {
    judge = null;
    throw error;
  });
  return judge;
}

async function makeJudge(): Promise<PasswordJudge> {
  // The reset form's schema comes with the dictionaries: the login page carries no zod.
  const [core, options, { PasswordResetFormSchema }] = await Promise.all([
    import('@zxcvbn-ts/core'),
    loadPasswordOptions(),
    import('../entities/forms/owner.js'),
  ]);
  const formRefusal = (password: string) => fieldRefusal(PasswordResetFormSchema.shape.password, password);
  // zxcvbn-ts keeps its options globally; this module is the only one to set them.
  core.zxcvbnOptions.setOptions(options);
  return (password, userInputs = []) => {
    const score = core.zxcvbn(password.slice(0, PASSWORD_SCORING.length), [...SITE_WORDS, ...userInputs])
      .score as PasswordScore;
    const refusal = formRefusal(password) ?? (password.trim() === '' || score < MIN_PASSWORD_SCORE ? TOO_WEAK : null);
    return { score: refusal ? (Math.min(score, MIN_PASSWORD_SCORE - 1) as PasswordScore) : score, refusal };
  };
}

/** The reset form's own rule of the field (its length), as the API's validation answers it. */
function fieldRefusal(field: typeof PasswordResetFormSchema.shape.password, password: string): string | null {
  const parsed = field.safeParse(password);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? TOO_WEAK);
}
