import { searchKey } from '../format/fold-accents.js';

/** A city as the list query names it: `city={Name}|{Zip}` (SPEC §2 Routes). */
export type CityRef = { name: string; zip: string };

export function cityParam(city: { Name: string; Zip: string }): string {
  return `${city.Name}|${city.Zip}`;
}

/** How a city is shown wherever it is listed (SPEC §2 "Name [zip]"), the same in every language. */
export function cityLabel(city: CityRef): string {
  return city.zip ? `${city.name} [${city.zip}]` : city.name;
}

/** Reads `Gent|9000`, `Gent` or `9000`; null for an empty value. */
export function parseCityParam(value: string | null | undefined): CityRef | null {
  const text = value?.trim();
  if (!text) return null;
  const [name = '', zip = ''] = text.split('|').map((part) => part.trim());
  if (!zip && /^\d{4,5}$/.test(name)) return { name: '', zip: name };
  return { name, zip };
}

/** The key cities are counted and matched under: accents and case ignored (SPEC §5). */
export function cityKey(name: string, zip: string): string {
  return `${searchKey(name)}|${zip.trim()}`;
}

/** Whether a property lies in the city a list was asked for, ignoring accents and case. */
export function inCity(property: { City: string; Zip: string }, city: CityRef): boolean {
  const nameMatches = !city.name || searchKey(property.City) === searchKey(city.name);
  const zipMatches = !city.zip || property.Zip.trim() === city.zip;
  return nameMatches && zipMatches;
}
