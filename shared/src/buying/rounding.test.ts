import { roundEuros } from './rounding.js';

describe('roundEuros', () => {
  it('rounds a true half up even when doubles store it just below (0.145 × 100 is 14.4999…98)', () => {
    expect(0.145 * 100).toBeLessThan(14.5);
    expect(roundEuros(0.145 * 100)).toBe(15);
    expect(roundEuros(907.5)).toBe(908);
  });

  it('keeps an exact value just under a half (7 decimals) below it', () => {
    expect(roundEuros(3_257.4999996)).toBe(3_257);
    expect(roundEuros(6_000.48)).toBe(6_000);
  });
});
