import { buildSearchIndex } from '@immo/shared';
import { searchCatalogue } from '@immo/shared/test-support';
import { createSearcher, replaceTotals } from './searcher.js';

const { properties, types, cities } = searchCatalogue;

describe('createSearcher', () => {
  const search = createSearcher(buildSearchIndex({ properties, types, cities }, 'en'));

  it('lists every type for empty text', () => {
    const result = search('   ');
    expect(result.types).toHaveLength(3);
    expect(result.cities).toEqual([]);
    expect(result.propertyIds).toEqual([]);
  });

  it('matches cities with and without accents', () => {
    expect(search('liège').cities.map((entry) => entry.name)).toEqual(['Liège']);
    expect(search('LIEGE').cities.map((entry) => entry.name)).toEqual(['Liège']);
    expect(search('malaga').cities.map((entry) => entry.name)).toEqual(['Málaga']);
  });

  it('matches cities on their zip', () => {
    expect(search('98').cities.map((entry) => entry.name)).toEqual(['Sint-Martens-Latem']);
  });

  it('ranks a name prefix before a word and a word before a substring', () => {
    expect(search('gen').cities.map((entry) => entry.name)).toEqual(['Genk', 'Gent']);
    expect(search('latem').cities.map((entry) => entry.name)).toEqual(['Sint-Martens-Latem']);
    expect(search('artens').cities.map((entry) => entry.name)).toEqual(['Sint-Martens-Latem']);
  });

  it('matches a property on its exact ID only', () => {
    expect(search('4001').propertyIds).toEqual([4001]);
    expect(search('400').propertyIds).toEqual([]);
    expect(search('40011').propertyIds).toEqual([]);
  });

  it('matches types by name', () => {
    expect(search('apart').types.map((type) => type.name)).toEqual(['Apartment']);
  });

  it('finds nothing for unknown text', () => {
    const result = search('xyzzy');
    expect([result.types, result.cities, result.propertyIds]).toEqual([[], [], []]);
  });
});

describe('replaceTotals (SPEC §2)', () => {
  it('puts the totals into a description', () => {
    expect(
      replaceTotals('{FOR_SALE_TOTAL} te koop, {FOR_RENT_TOTAL} te huur, {FOR_SALE_TOTAL}!', { sale: 32, rent: 17 }),
    ).toBe('32 te koop, 17 te huur, 32!');
  });
});
