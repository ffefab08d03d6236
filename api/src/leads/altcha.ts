import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** PBKDF2 runs natively in every browser (SubtleCrypto), in the widget's web workers. */
export const ALTCHA_ALGORITHM = 'PBKDF2/SHA-256';
const LIFETIME_MS = 10 * 60 * 1000;
/** Spent challenges sit in the captchas table under this prefix until they expire. */
const SPENT_PREFIX = 'altcha:';

/**
 * How much work one challenge asks. ALTCHA proof of work v2 has no "maxnumber": the server picks a
 * counter and the browser derives keys for 0, 1, 2… until it meets it, each derivation `cost`
 * PBKDF2 rounds. 1,000 to 3,000 derivations of 500 rounds (2,000 on average, about 1 million
 * rounds) take well under a second on a laptop and a second or two on a mid-range phone with
 * one worker, less with the widget's several workers; a script pays the same for every lead.
 */
export type AltchaWork = { cost: number; minCounter: number; maxCounter: number };
export const ALTCHA_WORK: AltchaWork = { cost: 500, minCounter: 1000, maxCounter: 3000 };
/** Tests only (ALTCHA_TEST_EASY=1, refused in production): a few derivations of one round. */
export const ALTCHA_TEST_WORK: AltchaWork = { cost: 1, minCounter: 1, maxCounter: 10 };

function isChallengePayload(value: unknown): value is Payload {
  if (typeof value !== 'object' || value === null) return false;
  const { challenge, solution } = value as Record<string, unknown>;
  if (typeof challenge !== 'object' || challenge === null) return false;
  if (typeof solution !== 'object' || solution === null) return false;
  const { parameters, signature } = challenge as Record<string, unknown>;
  const { counter, derivedKey } = solution as Record<string, unknown>;
  return (
    typeof parameters === 'object' &&
    parameters !== null &&
    typeof (parameters as Record<string, unknown>).expiresAt === 'number' &&
    typeof signature === 'string' &&
    typeof counter === 'number' &&
    typeof derivedKey === 'string'
  );
}

/** The payload the ALTCHA widget posts: base64 of `{ challenge, solution }` JSON. */
function decodePayload(payload: string): Payload | null {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    return isChallengePayload(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

/**
 * The site's captcha (WCAG 1.1.1): an ALTCHA proof of work the visitor's browser solves with
 * nothing to see, hear or type (altcha-lib, self-hosted, no
 * third-party service). Challenges are signed with an HMAC secret, so the server keeps nothing
 * until a solution arrives; a verified challenge is then spent in the database (the captchas table,
 * by its signature, until it expires), so a payload counts for one lead only, on every instance that
 * shares the database.
 */
export class AltchaChallenges {
  private readonly keySecret: string;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly secret: string,
    /** altcha-lib checks expiry against the system clock too: pass the real time outside tests of expiry. */
    private readonly now: () => Date = () => new Date(),
    private readonly work: AltchaWork = ALTCHA_WORK,
  ) {
    // A second secret signs the expected derived key, so verifying is one HMAC, not a key derivation.
    this.keySecret = createHmac('sha256', secret).update('altcha derived keys').digest('hex');
  }

  async create(): Promise<Challenge> {
    // The table holds only spent challenges now (and, on an older database, retired image captchas).
    await this.db.deleteFrom('captchas').where('expires_at', '<', this.now().toISOString()).execute();
    return createChallenge({
      algorithm: ALTCHA_ALGORITHM,
      cost: this.work.cost,
      counter: randomInt(this.work.maxCounter, this.work.minCounter),
      deriveKey,
      expiresAt: new Date(this.now().getTime() + LIFETIME_MS),
      hmacSignatureSecret: this.secret,
      hmacKeySignatureSecret: this.keySecret,
    });
  }

  /** True once for a solved, unexpired challenge of ours; false for anything else, never a throw. */
  async verify(payload: string): Promise<boolean> {
    const decoded = decodePayload(payload);
    if (!decoded) return false;
    const expiresAt = decoded.challenge.parameters.expiresAt!;
    if (expiresAt * 1000 <= this.now().getTime()) return false;
    try {
      const result = await verifySolution({
        challenge: decoded.challenge,
        solution: decoded.solution,
        deriveKey,
        hmacSignatureSecret: this.secret,
        hmacKeySignatureSecret: this.keySecret,
      });
      if (!result.verified) return false;
    } catch {
      return false;
    }
    // Spent atomically: of two requests with one payload, only the first inserts the row.
    const spent = await this.db
      .insertInto('captchas')
      .values({
        token: `${SPENT_PREFIX}${decoded.challenge.signature}`,
        answer: '',
        expires_at: new Date(expiresAt * 1000).toISOString(),
        used: 1,
      })
      .onConflict((conflict) => conflict.column('token').doNothing())
      .executeTakeFirst();
    return Number(spent.numInsertedOrUpdatedRows ?? 0) === 1;
  }
}
