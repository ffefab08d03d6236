import { PASSWORD_SCORING } from '@immo/shared';
import { isTooWeak, personalWords } from '../src/owners/password-strength.js';
import { DEMO_OWNERS } from '../src/owners/seed-owners.js';
import { requestResetToken, resetPassword } from './owner-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

// An app per test: each sends a few reset requests, and the limit is 10 a minute per address.
let test: TestApp;
beforeEach(async () => {
  test = await createTestApp();
});
afterEach(() => test.close());

const [owner] = DEMO_OWNERS;
const WEAK = [
  '1234567890', // a sequence (and on every common-password list)
  ' '.repeat(10), // blank
  'azertyuiop', // a keyboard row
  'wachtwoord12', // "password" in Dutch
  'motdepasse1', // "password" in French
  'P@ssw0rd2026', // l33t spelling of a common password
  'an.peeters2026', // the owner's own address (scores 3 without it)
  // Common words of one language only, which the portal's meter once called very strong on the
  // other languages' pages (it knew the page's dictionary only); it now refuses them too.
  'Kerstboom2024', // Dutch, "Christmas tree" (very strong on the en, fr and de pages)
  'schmetterling1', // German, "butterfly" (en, nl, fr)
  'tournesol2020', // French, "sunflower" (en, nl)
];

describe('a new password is checked for strength on the server', () => {
  it.each(WEAK)('refuses %j with a field error on password, and the link still works', async (password) => {
    const token = await requestResetToken(test, owner.email);
    const response = await resetPassword(test, token, password);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'invalidForm',
      fields: { password: { key: 'validation:invalid.passwordTooWeak' } },
    });
    expect(Object.keys(response.json().fields)).toEqual(['password']);
    // The refusal did not spend the link.
    const row = await test.db.selectFrom('password_resets').select('used_at').executeTakeFirst();
    expect(row).toEqual({ used_at: null });
  });

  it('says why in the four languages', async () => {
    const token = await requestResetToken(test, owner.email);
    const messages = new Set<string>();
    for (const lang of ['en', 'nl', 'fr', 'de']) {
      const response = await resetPassword(test, token, '1234567890', lang);
      const { message } = response.json().fields.password;
      expect(response.json().lang).toBe(lang);
      expect(message).not.toMatch(/passwordTooWeak|validation:/);
      messages.add(message);
    }
    expect(messages.size).toBe(4);
  });

  it('accepts a strong password', async () => {
    const token = await requestResetToken(test, owner.email);
    expect((await resetPassword(test, token, 'Kasteel-Gent-Lente-9')).statusCode).toBe(200);
  });

  it('tells an invalid link before it judges the password (only a link holder gets the check)', async () => {
    const response = await resetPassword(test, 'no-such-link', '1234567890');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('resetTokenInvalid');
  });
});

describe('isTooWeak', () => {
  it('knows common words and names of the four languages', async () => {
    // "Butterfly" and a year in nl, fr, de and en; a name and a digit.
    for (const password of ['vlinder2020', 'papillon2020', 'schmetterling1', 'butterfly2020', 'jeanpierre1'])
      expect(await isTooWeak(password, [])).toBe(true);
    expect(await isTooWeak('Kasteel-Gent-Lente-9', [])).toBe(false);
  });

  it("takes the owner's name and address as guesses", async () => {
    const words = personalWords({ email: 'an.peeters@example.be', name: 'An Peeters' });
    expect(words).toEqual(expect.arrayContaining(['an.peeters@example.be', 'an.peeters', 'peeters', 'an peeters']));
    expect(await isTooWeak('an.peeters2026', [])).toBe(false);
    expect(await isTooWeak('an.peeters2026', words)).toBe(true);
  });

  it('scores the first 40 characters only (a long run of l33t symbols took zxcvbn over a minute)', async () => {
    const long = '4@3$0!1|7+'.repeat(20);
    expect(await isTooWeak(long, [])).toBe(await isTooWeak(long.slice(0, PASSWORD_SCORING.length), []));
    expect(await isTooWeak(`${'a'.repeat(PASSWORD_SCORING.length)}${long}`, [])).toBe(true);
  });
});
