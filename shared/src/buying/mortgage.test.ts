import fc from 'fast-check';
import { equivalentMonthlyRate, mortgage, type Mortgage } from './mortgage.js';

function cents(amount: number): number {
  return Math.round(amount * 100);
}

function capitalCents(loan: Mortgage): number {
  return loan.schedule.reduce((sum, year) => sum + cents(year.capital), 0);
}

describe('equivalentMonthlyRate', () => {
  it('is (1+i)^(1/12) − 1: twelve months compound to the yearly rate', () => {
    const monthly = equivalentMonthlyRate(2);
    expect(monthly).toBeCloseTo(0.0016515813, 10);
    expect((1 + monthly) ** 12).toBeCloseTo(1.02, 12);
    expect(monthly).toBeLessThan(0.02 / 12);
    expect(equivalentMonthlyRate(0)).toBe(0);
  });
});

describe('mortgage', () => {
  it('€100,000 over 20 years at 2 % pays €505.03 a month (i/12 would give 505.88)', () => {
    const loan = mortgage({ amount: 100_000, years: 20, yearlyRate: 2 });
    expect(loan.monthlyPayment).toBe(505.03);
    expect(loan.monthlyRate).toBe(equivalentMonthlyRate(2));
    expect(loan.payments).toBe(240);
    expect(loan.totalPaid).toBe(Math.round(239 * 50_503 + cents(loan.lastPayment)) / 100);
    expect(cents(loan.totalInterest)).toBe(cents(loan.totalPaid) - 10_000_000);
  });

  it('a 30-year loan has 360 payments, 30 yearly rows, and ends at a balance of 0', () => {
    const loan = mortgage({ amount: 250_000, years: 30, yearlyRate: 3.5 });
    expect(loan.payments).toBe(360);
    expect(loan.schedule.map((row) => row.year)).toEqual(Array.from({ length: 30 }, (_, index) => index + 1));
    expect(loan.schedule.at(-1)?.balance).toBe(0);
    expect(capitalCents(loan)).toBe(25_000_000);
    // The last payment absorbs the rounding: within a euro of the others.
    expect(Math.abs(loan.lastPayment - loan.monthlyPayment)).toBeLessThan(1);
    // Interest falls and capital grows year by year.
    expect(loan.schedule[0]!.interest).toBeGreaterThan(loan.schedule[29]!.interest);
    expect(loan.schedule[0]!.capital).toBeLessThan(loan.schedule[29]!.capital);
  });

  it('a 0 % loan pays amount / months, the last payment taking the cents left', () => {
    const even = mortgage({ amount: 120_000, years: 10, yearlyRate: 0 });
    expect([even.monthlyPayment, even.lastPayment, even.totalInterest, even.totalPaid]).toEqual([
      1_000, 1_000, 0, 120_000,
    ]);
    const odd = mortgage({ amount: 1_000, years: 1, yearlyRate: 0 });
    expect([odd.monthlyPayment, odd.lastPayment, odd.totalPaid]).toEqual([83.33, 83.37, 1_000]);
  });

  it('an amount of 0 gives zeros, with a row of zeros per year', () => {
    const loan = mortgage({ amount: 0, years: 2, yearlyRate: 2 });
    expect(loan).toMatchObject({ monthlyPayment: 0, lastPayment: 0, totalInterest: 0, totalPaid: 0, payments: 24 });
    expect(loan.schedule).toEqual([
      { year: 1, interest: 0, capital: 0, balance: 0 },
      { year: 2, interest: 0, capital: 0, balance: 0 },
    ]);
  });

  it('with zero own funds borrows the whole price', () => {
    const loan = mortgage({ amount: 300_000, years: 25, yearlyRate: 3 });
    expect(capitalCents(loan)).toBe(30_000_000);
    expect(loan.schedule.at(-1)?.balance).toBe(0);
  });

  it('refuses impossible input', () => {
    expect(() => mortgage({ amount: -1, years: 20, yearlyRate: 2 })).toThrow(RangeError);
    expect(() => mortgage({ amount: 1_000, years: 0, yearlyRate: 2 })).toThrow(RangeError);
    expect(() => mortgage({ amount: 1_000, years: 2.5, yearlyRate: 2 })).toThrow(RangeError);
    expect(() => mortgage({ amount: 1_000, years: 20, yearlyRate: Number.NaN })).toThrow(RangeError);
  });

  it('always repays exactly the amount, the balance falling to 0, and costs amount + interest', () => {
    const input = fc.record({
      amount: fc.integer({ min: 0, max: 200_000_000 }).map((amountCents) => amountCents / 100),
      years: fc.integer({ min: 1, max: 40 }),
      yearlyRate: fc.integer({ min: 0, max: 1_500 }).map((basisPoints) => basisPoints / 100),
    });
    fc.assert(
      fc.property(input, ({ amount, years, yearlyRate }) => {
        const loan = mortgage({ amount, years, yearlyRate });
        expect(loan.schedule).toHaveLength(years);
        expect(capitalCents(loan)).toBe(cents(amount));
        expect(loan.schedule.at(-1)?.balance).toBe(0);
        const balances = loan.schedule.map((row) => row.balance);
        expect(balances).toEqual([...balances].sort((a, b) => b - a));
        expect(cents(loan.totalPaid)).toBe(cents(amount) + cents(loan.totalInterest));
      }),
      { numRuns: 50 },
    );
  });
});
