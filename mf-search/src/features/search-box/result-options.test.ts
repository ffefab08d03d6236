import { createSearcher } from '../../components/searcher/searcher.js';
import { properties } from '@immo/shared/data';
import { readyStore, settingsIn } from '../../../test/search-fixture.js';
import { optionsOf, resultGroups, TYPE_DESCRIPTION_LIMIT } from './result-options.js';
import { nextEnabled } from './next-enabled.js';

const { index } = readyStore('nl');
const search = createSearcher(index);
const context = { lang: 'nl' as const, siteBase: '', settings: settingsIn('nl') };

describe('what the panel lists (SPEC §2 "Home search box")', () => {
  it('lists every property type with a for-sale and a for-rent link when the text is empty', () => {
    const groups = resultGroups(search(''), {}, context);
    expect(groups.map((group) => group.kind)).toEqual(['types']);
    expect(groups[0]!.rows).toHaveLength(index.types.length);
    const [sale, rent] = optionsOf([groups[0]!]);
    const first = index.types[0]!;
    expect(sale!.href).toBe(first.sale > 0 ? `/nl/te-koop/?type=${first.webId}` : null);
    expect(rent!.href).toBe(first.rent > 0 ? `/nl/te-huur/?type=${first.webId}` : null);
  });

  it('links a city as Name|Zip to the localized for-sale and for-rent lists', () => {
    const cities = resultGroups(search('gent'), {}, context).find((group) => group.kind === 'cities')!;
    const gent = cities.rows.find((row) => row.kind === 'city' && row.zip === '9000')!;
    expect(gent.kind === 'city' && gent.options.map((option) => option.href)).toEqual([
      '/nl/te-koop/?city=Gent%7C9000',
      '/nl/te-huur/?city=Gent%7C9000',
    ]);
  });

  it('points links at the agency site given as siteBase', () => {
    const options = optionsOf(resultGroups(search('gent'), {}, { ...context, siteBase: 'https://agency.example' }));
    expect(options.every((option) => !option.href || option.href.startsWith('https://agency.example/nl/'))).toBe(true);
  });

  it('disables a link whose count is 0', () => {
    const city = index.cities.find((entry) => entry.rent === 0 && entry.sale > 0)!;
    const options = optionsOf(resultGroups(search(city.zip), {}, context));
    const rent = options.find((option) => option.id.startsWith(`city-${city.zip}`) && option.id.endsWith('-rent'))!;
    expect(rent.href).toBeNull();
    expect(rent.count).toBe(0);
  });

  it('shows counts only when showSearchCount is on', () => {
    const hidden = { ...context, settings: settingsIn('nl', { showSearchCount: false }) };
    expect(optionsOf(resultGroups(search(''), {}, hidden)).every((option) => option.count === null)).toBe(true);
    expect(optionsOf(resultGroups(search(''), {}, context)).every((option) => option.count !== null)).toBe(true);
  });

  it('lists a property found by its exact ID with its cut type description and a link to its page', () => {
    const property = properties[0]!;
    const long = 'Ruime gezinswoning met tuin, garage en zonnepanelen, vlak bij school en station, '.repeat(3);
    const preview = { ...property, TypeDescription: long, Title: property.Title.nl };
    const groups = resultGroups(search(String(property.ID)), { [property.ID]: preview }, context);
    const row = groups.find((group) => group.kind === 'properties')!.rows[0]!;
    expect(row.kind).toBe('property');
    if (row.kind !== 'property') return;
    expect(row.description.length).toBeLessThanOrEqual(TYPE_DESCRIPTION_LIMIT + 1);
    expect(row.option.href).toMatch(new RegExp(`/${property.ID}/$`));
    expect(row.option.label).toEqual({ key: 'ref', values: { id: property.ID } });
  });

  it('lists nothing for a text that matches nothing', () => {
    expect(resultGroups(search('zzzqqq'), {}, context)).toEqual([]);
  });
});

describe('arrow keys', () => {
  it('walk the enabled options and wrap around', () => {
    expect(nextEnabled(['a', 'b', 'c'], null, 1)).toBe('a');
    expect(nextEnabled(['a', 'b', 'c'], null, -1)).toBe('c');
    expect(nextEnabled(['a', 'b', 'c'], 'c', 1)).toBe('a');
    expect(nextEnabled(['a', 'b', 'c'], 'a', -1)).toBe('c');
    expect(nextEnabled([], null, 1)).toBeNull();
  });
});
