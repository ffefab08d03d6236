/**
 * A fixed-rate mortgage with fixed monthly payments, as Belgian lenders compute it (issue 25,
 * domain notes §3). The rate is the one the visitor types: the site shows no lender's rate.
 */

export type MortgageInput = {
  /** Euros borrowed, ≥ 0. */
  amount: number;
  /** Whole years, ≥ 1. */
  years: number;
  /** Percent a year, ≥ 0 (2 for 2 %). */
  yearlyRate: number;
};

/** One year of the loan (1 = the first twelve payments): what was paid in interest and capital, and what is left. */
export type AmortisationYear = { year: number; interest: number; capital: number; balance: number };

/**
 * `monthlyRate` is a fraction (0.00165… for 2 % a year); money is in euros with cents.
 * `monthlyPayment` is every payment but the last, `lastPayment` the last one, which absorbs the
 * rounding; `payments` is their number. `schedule` has one row per year, its capital sums to the amount.
 */
export type Mortgage = {
  monthlyRate: number;
  monthlyPayment: number;
  totalInterest: number;
  totalPaid: number;
  schedule: AmortisationYear[];
  lastPayment: number;
  payments: number;
};

/**
 * The monthly rate equivalent to a yearly one, `(1+i)^(1/12) − 1`, which Belgian law prescribes
 * (twelve months at it compound to the yearly rate; `i/12` would overstate the cost).
 */
export function equivalentMonthlyRate(yearlyRatePercent: number): number {
  return Math.expm1(Math.log1p(yearlyRatePercent / 100) / 12);
}

/**
 * The monthly payment (rounded to cents), its totals and the yearly amortisation. Interest is
 * counted each month on the balance and rounded to cents; the last payment pays off what is left, so
 * the capital repaid is exactly the amount. A 0 % loan pays amount / months; an amount of 0 gives
 * zeros, with a row of zeros per year. Throws a RangeError on impossible input (the form validates first).
 */
export function mortgage(input: MortgageInput): Mortgage {
  assertMortgageInput(input);
  const monthlyRate = equivalentMonthlyRate(input.yearlyRate);
  const payments = input.years * 12;
  const amountCents = Math.round(input.amount * 100);
  const paymentCents = monthlyPaymentCents(amountCents, monthlyRate, payments);
  const months = amortise(amountCents, monthlyRate, paymentCents, payments);
  const totalPaidCents = months.reduce((sum, month) => sum + month.interest + month.capital, 0);
  const last = months[months.length - 1];
  return {
    monthlyRate,
    monthlyPayment: paymentCents / 100,
    totalInterest: (totalPaidCents - amountCents) / 100,
    totalPaid: totalPaidCents / 100,
    schedule: yearlyRows(months, input.years),
    lastPayment: last ? (last.interest + last.capital) / 100 : 0,
    payments,
  };
}

function assertMortgageInput({ amount, years, yearlyRate }: MortgageInput): void {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`amount must be zero or more, got ${amount}`);
  if (!Number.isInteger(years) || years < 1) throw new RangeError(`years must be a whole number ≥ 1, got ${years}`);
  if (!Number.isFinite(yearlyRate) || yearlyRate < 0) {
    throw new RangeError(`yearlyRate must be zero or more, got ${yearlyRate}`);
  }
}

/** The annuity `A·r / (1 − (1+r)^−n)` in cents, rounded; amount / n at 0 %. */
function monthlyPaymentCents(amountCents: number, monthlyRate: number, payments: number): number {
  if (monthlyRate === 0) return Math.round(amountCents / payments);
  const discount = -Math.expm1(-payments * Math.log1p(monthlyRate));
  return Math.round((amountCents * monthlyRate) / discount);
}

type MonthCents = { interest: number; capital: number; balance: number };

/** Month by month in whole cents; the capital never exceeds the balance, and the last month clears it. */
function amortise(amountCents: number, monthlyRate: number, paymentCents: number, payments: number): MonthCents[] {
  const months: MonthCents[] = [];
  let balance = amountCents;
  for (let month = 1; month <= payments; month++) {
    const interest = Math.round(balance * monthlyRate);
    const capital = month === payments ? balance : Math.min(balance, Math.max(0, paymentCents - interest));
    balance -= capital;
    months.push({ interest, capital, balance });
  }
  return months;
}

function yearlyRows(months: readonly MonthCents[], years: number): AmortisationYear[] {
  return Array.from({ length: years }, (_, index) => {
    const ofYear = months.slice(index * 12, index * 12 + 12);
    const interest = ofYear.reduce((sum, month) => sum + month.interest, 0);
    const capital = ofYear.reduce((sum, month) => sum + month.capital, 0);
    const balance = ofYear[ofYear.length - 1]?.balance ?? 0;
    return { year: index + 1, interest: interest / 100, capital: capital / 100, balance: balance / 100 };
  });
}
