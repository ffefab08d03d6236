import { FLEMISH_SOLE_HOME } from '@immo/shared/test-support';
import { degressiveScaleAmount } from './degressive-scale.js';
import { PURCHASE_COST_RULES } from './purchase-cost-rules.js';
import {
  purchaseCosts,
  type PurchaseCostInput,
  type PurchaseCostKey,
  type PurchaseCostLine,
} from './purchase-costs.js';

// One test per rule of PURCHASE_COST_RULES, with the worked examples of issue 25 and the domain notes.

function line(input: Partial<PurchaseCostInput>, key: PurchaseCostKey): PurchaseCostLine | undefined {
  return purchaseCosts({ ...FLEMISH_SOLE_HOME, ...input }).lines.find((candidate) => candidate.key === key);
}

describe('the purchase-cost rules as data', () => {
  it('are dated 2026-01-01 and every rule names its source', () => {
    const { date, registrationDuties, ...others } = PURCHASE_COST_RULES;
    expect(date).toBe('2026-01-01');
    const rules = [...Object.values(registrationDuties), ...Object.values(others)];
    expect(rules).toHaveLength(7);
    for (const rule of rules) expect(rule.source.length).toBeGreaterThan(10);
    expect(purchaseCosts(FLEMISH_SOLE_HOME).rulesDate).toBe('2026-01-01');
  });
});

describe('registration duties (€300,000)', () => {
  it('Flanders: 2 % for the sole own home, 12 % otherwise → €6,000 / €36,000', () => {
    expect(line({ region: 'flanders' }, 'registrationDuties')).toEqual({
      key: 'registrationDuties',
      amount: 6_000,
      rate: 2,
    });
    expect(line({ region: 'flanders', soleOwnHome: false }, 'registrationDuties')).toMatchObject({
      amount: 36_000,
      rate: 12,
    });
  });

  it('Wallonia: 3 % for the sole own home, 12.5 % otherwise → €9,000 / €37,500', () => {
    expect(line({ region: 'wallonia' }, 'registrationDuties')).toEqual({
      key: 'registrationDuties',
      amount: 9_000,
      rate: 3,
    });
    expect(line({ region: 'wallonia', soleOwnHome: false }, 'registrationDuties')).toMatchObject({
      amount: 37_500,
      rate: 12.5,
    });
  });

  it('Brussels: 12.5 % after a €200,000 abatement for the sole own home → €12,500; not a sole own home → €37,500', () => {
    expect(line({ region: 'brussels' }, 'registrationDuties')).toEqual({
      key: 'registrationDuties',
      amount: 12_500,
      rate: 12.5,
      abatement: 200_000,
    });
    expect(line({ region: 'brussels', soleOwnHome: false }, 'registrationDuties')).toEqual({
      key: 'registrationDuties',
      amount: 37_500,
      rate: 12.5,
    });
  });

  it('Brussels: the abatement applies at the €600,000 ceiling and not one euro over', () => {
    expect(line({ region: 'brussels', price: 600_000 }, 'registrationDuties')).toMatchObject({
      amount: 50_000,
      abatement: 200_000,
    });
    const over = line({ region: 'brussels', price: 600_001 }, 'registrationDuties');
    expect(over).toEqual({ key: 'registrationDuties', amount: 75_000, rate: 12.5 }); // 75,000.125
  });

  it('Brussels: below €200,000 the sole own home pays no duties, and the abatement is the price', () => {
    expect(line({ region: 'brussels', price: 150_000 }, 'registrationDuties')).toMatchObject({
      amount: 0,
      abatement: 150_000,
    });
  });
});

describe('VAT on a new build (instead of registration duties)', () => {
  it('is 21 %, or 6 % under the reduced regime the visitor ticks', () => {
    expect(line({ newBuild: true }, 'vat')).toEqual({ key: 'vat', amount: 63_000, rate: 21 });
    expect(line({ newBuild: true, reducedVat: true }, 'vat')).toEqual({ key: 'vat', amount: 18_000, rate: 6 });
    expect(line({ newBuild: true }, 'registrationDuties')).toBeUndefined();
    // The 6 % option is only read for a new build.
    expect(line({ reducedVat: true }, 'vat')).toBeUndefined();
  });
});

describe('notary fee: the legal degressive scale plus 21 % VAT', () => {
  it('gives the published worked example: €65,000 → €1,394.16 before VAT', () => {
    expect(degressiveScaleAmount(65_000, PURCHASE_COST_RULES.notaryFee.scale)).toBeCloseTo(1_394.163, 6);
    expect(PURCHASE_COST_RULES.notaryFee.reference).toBe('notaris.be');
  });

  it.each([
    [7_500, 414], // 342 + VAT = 413.82
    [65_000, 1_687], // 1,394.163 + VAT = 1,686.94
    [300_000, 2_998], // 2,477.65035 + VAT = 2,997.96
    [1_000_000, 3_481], // 2,876.65035 + VAT = 3,480.75
  ])('at €%i is €%i with VAT', (price, fee) => {
    expect(line({ price }, 'notaryFee')).toEqual({ key: 'notaryFee', amount: fee });
  });
});

describe('deed costs', () => {
  it('are the fixed €750 of the main deed plus VAT (907.50 → €908), whatever the price', () => {
    expect(line({}, 'deedCosts')).toEqual({ key: 'deedCosts', amount: 908 });
    expect(line({ price: 2_000_000, region: 'brussels' }, 'deedCosts')).toEqual({ key: 'deedCosts', amount: 908 });
  });
});

describe('mortgage deed, from the loan amount', () => {
  it('is 1 % registration + 0.3 % inscription + the credit deed fee and €550 with VAT: €240,000 → €6,679', () => {
    // 2,400 + 720 + (2,391.663 + 550) × 1.21 = 6,679.41
    expect(line({ loanAmount: 240_000 }, 'mortgageDeed')).toEqual({ key: 'mortgageDeed', amount: 6_679 });
  });

  it('is absent without a loan', () => {
    expect(line({ loanAmount: 0 }, 'mortgageDeed')).toBeUndefined();
  });
});
