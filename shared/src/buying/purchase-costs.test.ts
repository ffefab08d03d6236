import { FLEMISH_SOLE_HOME } from '@immo/shared/test-support';
import fc from 'fast-check';
import { COUNTRY_BELGIUM, COUNTRY_LUXEMBOURG } from '../entities/country.js';
import { buyingRegion, purchaseCosts } from './purchase-costs.js';

describe('purchaseCosts', () => {
  it('lists the lines that apply in the order of a notary statement, and adds them up', () => {
    expect(purchaseCosts(FLEMISH_SOLE_HOME)).toEqual({
      lines: [
        { key: 'registrationDuties', amount: 6_000, rate: 2 },
        { key: 'notaryFee', amount: 2_998 },
        { key: 'deedCosts', amount: 908 },
      ],
      total: 9_906,
      rulesDate: '2026-01-01',
    });
  });

  it('with zero own funds (loan = price) adds the mortgage deed of the whole price', () => {
    const costs = purchaseCosts({ ...FLEMISH_SOLE_HOME, loanAmount: 300_000 });
    // 3,000 + 900 + (2,477.65035 + 550) × 1.21 = 7,563.46
    expect(costs.lines.map((line) => [line.key, line.amount])).toEqual([
      ['registrationDuties', 6_000],
      ['notaryFee', 2_998],
      ['deedCosts', 908],
      ['mortgageDeed', 7_563],
    ]);
    expect(costs.total).toBe(17_469);
  });

  it('rounds each line to whole euros, a true half up (2 % of €300,025 is 6,000.50 → €6,001)', () => {
    const duties = (price: number) => purchaseCosts({ ...FLEMISH_SOLE_HOME, price }).lines[0]?.amount;
    expect(duties(300_025)).toBe(6_001);
    expect(duties(300_024)).toBe(6_000); // 6,000.48
    expect(duties(300_026)).toBe(6_001); // 6,000.52
    // The notary fee at €676,313 is exactly 2,692.14876 + 21 % = 3,257.4999996: not a half.
    const notaryFee = purchaseCosts({ ...FLEMISH_SOLE_HOME, price: 676_313 }).lines[1];
    expect(notaryFee).toEqual({ key: 'notaryFee', amount: 3_257 });
  });

  it('takes the price and the loan in whole euros', () => {
    const costs = (price: number, loanAmount: number) => purchaseCosts({ ...FLEMISH_SOLE_HOME, price, loanAmount });
    // 2 % of 300,024.60 would be 6,000.49 (€6,000); of €300,025, 6,000.50 (€6,001).
    expect(costs(300_024.6, 240_000.4)).toEqual(costs(300_025, 240_000));
    expect(costs(300_024.6, 0).lines[0]?.amount).toBe(6_001);
  });

  it('refuses a price that is not positive and a negative loan', () => {
    for (const price of [0, 0.4, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => purchaseCosts({ ...FLEMISH_SOLE_HOME, price })).toThrow(RangeError);
    }
    expect(() => purchaseCosts({ ...FLEMISH_SOLE_HOME, loanAmount: -1 })).toThrow(RangeError);
  });

  it('always totals its lines, has VAT or registration duties, and a mortgage deed only with a loan', () => {
    const input = fc.record({
      price: fc.integer({ min: 1, max: 20_000_000 }),
      region: fc.constantFrom('flanders' as const, 'wallonia' as const, 'brussels' as const),
      soleOwnHome: fc.boolean(),
      newBuild: fc.boolean(),
      reducedVat: fc.boolean(),
      loanAmount: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000_000 })),
    });
    fc.assert(
      fc.property(input, (costs) => {
        const { lines, total } = purchaseCosts(costs);
        const keys = lines.map((line) => line.key);
        expect(total).toBe(lines.reduce((sum, line) => sum + line.amount, 0));
        expect(keys.includes('vat')).toBe(costs.newBuild);
        expect(keys.includes('registrationDuties')).toBe(!costs.newBuild);
        expect(keys.includes('mortgageDeed')).toBe(costs.loanAmount > 0);
        for (const line of lines) expect(Number.isInteger(line.amount) && line.amount >= 0).toBe(true);
      }),
    );
  });
});

describe('buyingRegion', () => {
  it('is the EPC region of a Belgian address', () => {
    expect(buyingRegion('9000', COUNTRY_BELGIUM)).toBe('flanders');
    expect(buyingRegion(1000, COUNTRY_BELGIUM)).toBe('brussels');
    expect(buyingRegion('4000', COUNTRY_BELGIUM)).toBe('wallonia');
  });

  it('is null for Luxembourg, another country or no postal code: the calculator is for Belgian properties', () => {
    expect(buyingRegion('1234', COUNTRY_LUXEMBOURG)).toBeNull();
    expect(buyingRegion('75001', 33)).toBeNull();
    expect(buyingRegion(null, COUNTRY_BELGIUM)).toBeNull();
    expect(buyingRegion('9000', undefined)).toBeNull();
  });
});
