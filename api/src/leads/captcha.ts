import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import svgCaptcha from 'svg-captcha';
import type { Database } from '../db/schema.js';

const LIFETIME_MS = 15 * 60 * 1000;

/**
 * A self-hosted captcha (no third-party service sees our visitors): an SVG of five characters,
 * its answer kept on the server, usable once and for 15 minutes.
 * With a `testAnswer` (CAPTCHA_TEST_ANSWER, browser tests only) every captcha's answer is that text;
 * the image stays random, so only a test that knows the answer gets through.
 */
export class Captchas {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => Date = () => new Date(),
    private readonly testAnswer: string | null = null,
  ) {}

  async create(): Promise<{ token: string; svg: string }> {
    // Characters people confuse (0/o, 1/l/i) are left out.
    const captcha = svgCaptcha.create({
      size: 5,
      noise: 2,
      ignoreChars: '0oO1lIi',
      color: false,
      background: '#ffffff',
    });
    const token = randomBytes(24).toString('base64url');
    const expires = new Date(this.now().getTime() + LIFETIME_MS).toISOString();
    await this.db
      .insertInto('captchas')
      .values({ token, answer: (this.testAnswer ?? captcha.text).toLowerCase(), expires_at: expires, used: 0 })
      .execute();
    await this.db.deleteFrom('captchas').where('expires_at', '<', this.now().toISOString()).execute();
    return { token, svg: captcha.data };
  }

  /** True once for the right answer; the token is spent whatever the answer, so guessing needs new images. */
  async verify(token: string, answer: string): Promise<boolean> {
    const row = await this.db
      .updateTable('captchas')
      .set({ used: 1 })
      .where('token', '=', token)
      .where('used', '=', 0)
      .where('expires_at', '>', this.now().toISOString())
      .returning('answer')
      .executeTakeFirst();
    return row !== undefined && row.answer === answer.trim().toLowerCase();
  }
}
