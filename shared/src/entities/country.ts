/** Country ids of the catalogue (SPEC §9): Belgium is home; every other country is foreign. */
export const COUNTRY_BELGIUM = 10;
export const COUNTRY_LUXEMBOURG = 50;

/** A property abroad is listed under /Buitenland/ (SPEC §2). */
export function isForeign(item: { CountryID: number }): boolean {
  return item.CountryID !== COUNTRY_BELGIUM;
}
