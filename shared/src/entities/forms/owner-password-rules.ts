/**
 * The rules of an owner's password, apart from the forms' schemas (owner.ts): the strength meter
 * reads them as the owner types, and the login page then carries no schema (and no zod) until its
 * form is used.
 */

/** Owner passwords: long enough to resist guessing; no composition rules (NIST SP 800-63B). */
export const MIN_PASSWORD_LENGTH = 10;

/**
 * And hard to guess: zxcvbn's score runs 0–4; 3 means about 10⁸ guesses at least ("safely
 * unguessable" online). The API refuses less; the portal's meter says so as the owner types.
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * zxcvbn's work grows faster than the length (200 l33t symbols took over a minute): the API and
 * the meter score only the first 40 characters, with up to 4 l33t readings (the worst input then
 * takes ~150 ms). What follows the 40th character can only add strength.
 */
export const PASSWORD_SCORING = { length: 40, l33tReadings: 4 } as const;
