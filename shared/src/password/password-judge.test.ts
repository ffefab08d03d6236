import { MIN_PASSWORD_SCORE, PASSWORD_SCORING } from '../entities/forms/owner.js';
import { loadPasswordJudge } from './password-judge.js';

const mockCoreLoads = jest.fn();
jest.mock('@zxcvbn-ts/core', () => {
  mockCoreLoads();
  return jest.requireActual('@zxcvbn-ts/core');
});

const TOO_WEAK = 'validation:invalid.passwordTooWeak';

/**
 * Words of one language's lists only. The portal's meter once scored with the page language's
 * dictionary: it called "Kerstboom2024" (Dutch, "Christmas tree") very strong on the en, fr and de
 * pages, "schmetterling1" (German, "butterfly") on the en, nl and fr pages; the API refused both.
 */
const WORDS_OF_ONE_LANGUAGE = ['Kerstboom2024', 'schmetterling1', 'tournesol2020', 'Boterham123'];

describe('the password rule (loadPasswordJudge)', () => {
  it('loads zxcvbn and its dictionaries on the first call only, once', async () => {
    await jest.isolateModulesAsync(async () => {
      mockCoreLoads.mockClear();
      const isolated = await import('./password-judge.js');
      expect(mockCoreLoads).not.toHaveBeenCalled();
      const [first, second] = await Promise.all([isolated.loadPasswordJudge(), isolated.loadPasswordJudge()]);
      expect(second).toBe(first);
      expect(await isolated.loadPasswordJudge()).toBe(first);
      expect(mockCoreLoads).toHaveBeenCalledTimes(1);
    });
  });

  it.each(WORDS_OF_ONE_LANGUAGE)('knows the words of all four languages: refuses %j', async (password) => {
    const { score, refusal } = (await loadPasswordJudge())(password);
    expect(refusal).toBe(TOO_WEAK);
    expect(score).toBeLessThan(MIN_PASSWORD_SCORE);
  });

  it('accepts a strong password', async () => {
    expect((await loadPasswordJudge())('Kasteel-Gent-Lente-9')).toEqual({ score: 4, refusal: null });
  });

  it("refuses what the reset form refuses, with the form's message, and never calls it strong", async () => {
    const judge = await loadPasswordJudge();
    // Random enough for zxcvbn (3), one character short.
    expect(judge('Xk9#mQ2!v')).toEqual({
      score: MIN_PASSWORD_SCORE - 1,
      refusal: 'validation:invalid.passwordTooShort',
    });
    expect(judge('').refusal).toBe('validation:required.password');
    expect(judge(`Kasteel-Gent-Lente-9${'x'.repeat(200)}`).refusal).toBe('validation:invalid.tooLong');
  });

  it('refuses a blank password', async () => {
    expect((await loadPasswordJudge())(' '.repeat(12)).refusal).toBe(TOO_WEAK);
  });

  it("takes the site's words, and the owner's own when given, as guesses", async () => {
    const judge = await loadPasswordJudge();
    expect(judge('immolys2026').refusal).toBe(TOO_WEAK);
    expect(judge('an.peeters2026').refusal).toBeNull();
    expect(judge('an.peeters2026', ['an.peeters', 'peeters']).refusal).toBe(TOO_WEAK);
  });

  it('scores the first 40 characters only', async () => {
    const judge = await loadPasswordJudge();
    const long = '4@3$0!1|7+'.repeat(20);
    expect(judge(long).score).toBe(judge(long.slice(0, PASSWORD_SCORING.length)).score);
  });
});
