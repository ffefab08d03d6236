/**
 * Numbers as a visitor types them in any of the site's languages: "350000", "350.000" (nl, de),
 * "350,000" (en), "350 000" (fr), with or without "€", with cents as the site writes them
 * ("€ 1.234,56", "1,234.56", "1 234,56"); a rate as "2,5" or "2.5", with or without "%". A number the
 * visitor is still typing ("3," on the way to "3,5") reads as what it is so far: no error flashes.
 * Returns null for anything else (the form says which field is wrong). Only parsing: the limits of
 * each field are in buying-inputs.ts.
 */

/** Spaces of every kind, the euro and percent signs, and the Swiss-style apostrophe grouping. */
const DECORATION = /[\s\u00a0\u202f€%'’]/g;

/**
 * Thousands grouped by dots or commas (1.250.000 or 1,250,000), then perhaps decimals after the
 * other mark (1.250.000,50 or 1,250,000.50): [whole, grouping mark, decimal mark, decimals].
 */
const GROUPED = /^(\d{1,3}(?:([.,])\d{3})(?:\2\d{3})*)(?:([.,])(\d*))?$/;
/** Digits, perhaps a decimal mark and decimals (none yet while the visitor types them). */
const DECIMAL = /^\d+(?:[.,]\d*)?$/;

const clean = (text: string) => text.replace(DECORATION, '');

/** A decimal number: a dot or a comma before the decimals ("2,5" is 2.5). */
export function parseDecimal(text: string): number | null {
  const value = clean(text);
  return DECIMAL.test(value) ? Number(value.replace(',', '.')) : null;
}

/** An amount in whole euros: thousands may be grouped; cents are rounded to the euro. */
export function parseEuros(text: string): number | null {
  const value = clean(text);
  const grouped = GROUPED.exec(value);
  // "1.000.5" is no grouped number: the decimal mark must be the other one.
  if (grouped && grouped[3] !== grouped[2]) {
    const [, whole = '', mark = '', , decimals = ''] = grouped;
    return Math.round(Number(`${whole.replaceAll(mark, '')}.${decimals}`));
  }
  const decimal = parseDecimal(value);
  return decimal === null ? null : Math.round(decimal);
}

/** A whole number (years). */
export function parseWhole(text: string): number | null {
  const value = clean(text);
  return /^\d+$/.test(value) ? Number(value) : null;
}
