import { cities, properties, types } from '../../test-support/search-catalogue.js';
import { buildSearchIndex, inCity, parseCityParam, cityParam } from './index.js';

describe('buildSearchIndex', () => {
  const index = buildSearchIndex({ properties, types, cities }, 'nl');

  it('counts for sale (Goal 0) and for rent (any other Goal) in total', () => {
    expect(index.totals).toEqual({ sale: 3, rent: 2 });
  });

  it('counts per type through WebID and WebIDs', () => {
    const counts = Object.fromEntries(index.types.map((type) => [type.name, [type.sale, type.rent]]));
    expect(counts).toEqual({ Huis: [2, 1], Appartement: [1, 1], Garage: [1, 0] });
  });

  it('counts per city ignoring accents and case', () => {
    const liege = index.cities.find((entry) => entry.zip === '4000');
    expect(liege).toMatchObject({ name: 'Liège', key: 'liege', sale: 2, rent: 1 });
    expect(index.cities.find((entry) => entry.zip === '3600')).toMatchObject({ sale: 0, rent: 0 });
  });

  it('names types in the index language, ordered by ShowOrder', () => {
    expect(buildSearchIndex({ properties, types, cities }, 'en').types.map((type) => type.name)).toEqual([
      'House',
      'Apartment',
      'Garage',
    ]);
  });
});

describe('city parameter (SPEC §2 city={Name}|{Zip})', () => {
  it('round-trips', () => {
    expect(parseCityParam(cityParam({ Name: 'Liège', Zip: '4000' }))).toEqual({ name: 'Liège', zip: '4000' });
    expect(parseCityParam('9000')).toEqual({ name: '', zip: '9000' });
    expect(parseCityParam('Gent')).toEqual({ name: 'Gent', zip: '' });
    expect(parseCityParam('')).toBeNull();
  });

  it('matches properties ignoring accents', () => {
    expect(inCity({ City: 'Liege', Zip: '4000' }, { name: 'Liège', zip: '4000' })).toBe(true);
    expect(inCity({ City: 'Liege', Zip: '4020' }, { name: 'Liège', zip: '4000' })).toBe(false);
    expect(inCity({ City: 'Gent', Zip: '9000' }, { name: '', zip: '9000' })).toBe(true);
  });
});
