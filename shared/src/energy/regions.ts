import { COUNTRY_BELGIUM, COUNTRY_LUXEMBOURG } from '../entities/country.js';
/** The regions whose EPC scales the site knows (SPEC §9). */
export const EPC_REGIONS = ['flanders', 'brussels', 'wallonia', 'luxembourg'] as const;
export type EpcRegion = (typeof EPC_REGIONS)[number];

/** SPEC §9 "Postal regions": Belgian postal code ranges per region, bounds inclusive. */
const BELGIAN_ZIP_RANGES: ReadonlyArray<{ from: number; to: number; region: EpcRegion }> = [
  { from: 1000, to: 1299, region: 'brussels' },
  { from: 1300, to: 1499, region: 'wallonia' },
  { from: 1500, to: 3999, region: 'flanders' },
  { from: 4000, to: 7999, region: 'wallonia' },
  { from: 8000, to: 9999, region: 'flanders' },
];

/** The EPC region of an address: Belgium by postal code, Luxembourg by country; anything else has none. */
export function epcRegion(
  zip: string | number | null | undefined,
  countryId: number | null | undefined,
): EpcRegion | null {
  if (countryId === COUNTRY_LUXEMBOURG) return 'luxembourg';
  if (countryId !== COUNTRY_BELGIUM || zip === null || zip === undefined) return null;
  const digits = String(zip).trim();
  if (!/^\d{4}$/.test(digits)) return null;
  const code = Number(digits);
  return BELGIAN_ZIP_RANGES.find((range) => code >= range.from && code <= range.to)?.region ?? null;
}
