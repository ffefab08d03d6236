import { countryName } from './country-code.js';

describe("a country's name in the visitor's language", () => {
  it('names a known country in the page language, whatever language the catalogue wrote it in', () => {
    const spain = { CountryID: 3, CountryName: 'Spain' };
    expect(countryName(spain, 'nl')).toBe('Spanje');
    expect(countryName(spain, 'fr')).toBe('Espagne');
    expect(countryName(spain, 'de')).toBe('Spanien');
    expect(countryName({ CountryID: 2, CountryName: 'Frankrijk' }, 'en')).toBe('France');
  });

  it('keeps the written name of a country it cannot name by code', () => {
    expect(countryName({ CountryID: 99, CountryName: 'Nederland' }, 'fr')).toBe('Nederland');
  });
});
