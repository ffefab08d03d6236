import { searchKey } from '../format/fold-accents.js';
import { COUNTRY_BELGIUM, COUNTRY_LUXEMBOURG } from './country.js';
import { INTL_LOCALES } from '../format/locale-format.js';
import type { Lang } from '../i18n/languages.js';

/**
 * ISO 3166-1 alpha-2 by country name, in the languages the catalogue may write it in. The name comes
 * first: SPEC §9 fixes only ids 10 (Belgium) and 50 (Luxembourg).
 */
const COUNTRY_BY_NAME: Record<string, string> = {
  belgium: 'BE',
  belgie: 'BE',
  belgique: 'BE',
  belgien: 'BE',
  luxembourg: 'LU',
  luxemburg: 'LU',
  france: 'FR',
  frankrijk: 'FR',
  frankreich: 'FR',
  spain: 'ES',
  spanje: 'ES',
  espagne: 'ES',
  spanien: 'ES',
};
/** By id: SPEC's two, and France (2) and Spain (3) as the sample catalogue numbers them. */
const COUNTRY_BY_ID: Record<number, string> = { [COUNTRY_BELGIUM]: 'BE', [COUNTRY_LUXEMBOURG]: 'LU', 2: 'FR', 3: 'ES' };

/** The ISO code schema.org prefers; a country we cannot name by code keeps its written name (also valid). */
export function countryCode(property: { CountryID: number; CountryName: string }): string {
  return (
    COUNTRY_BY_NAME[searchKey(property.CountryName.trim())] ?? COUNTRY_BY_ID[property.CountryID] ?? property.CountryName
  );
}

/** The country's name in the visitor's language ("Spanje", "Espagne"), else as the catalogue writes it. */
export function countryName(property: { CountryID: number; CountryName: string }, lang: Lang): string {
  const code = countryCode(property);
  if (!/^[A-Z]{2}$/.test(code)) return property.CountryName;
  return new Intl.DisplayNames([INTL_LOCALES[lang]], { type: 'region' }).of(code) ?? property.CountryName;
}
