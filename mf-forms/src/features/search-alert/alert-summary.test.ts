import { join } from 'node:path';
import { encodeAreas, type Area, type Lang, type PropertyType } from '@immo/shared';
import { testI18n } from '@immo/shared/test-support';
import { alertSummary } from './alert-summary';

const TYPES: PropertyType[] = [
  {
    ID: 1,
    WebID: 1,
    Name: 'Woning/villa/hoeve',
    ShowOrder: 1,
    Sale: true,
    Rent: true,
    language: 'nl',
    countSaleProperty: 1,
    countRentProperty: 0,
  },
];

async function summarise(filters: Record<string, string>, lang: Lang, types: PropertyType[] = TYPES) {
  const i18n = await testI18n(lang, ['forms'], join(__dirname, '..', '..', 'locales'));
  return alertSummary(filters, { t: i18n.getFixedT(lang, 'forms'), lang, types });
}

describe('an alert in words', () => {
  it('says goal, type, city, prices, bedrooms and EPC in the visitor language, prices as the site writes them', async () => {
    const filters = { goal: 'sale', type: '1', city: 'Gent|9000', maxPrice: '400000', minBedrooms: '3', epc: 'a,b' };
    expect(await summarise(filters, 'nl')).toBe(
      'Te koop: Woning/villa/hoeve in Gent, tot €\u00a0400.000, 3 of meer slaapkamers, EPC B of beter',
    );
    expect(await summarise({ goal: 'rent', minPrice: '700', city: '9000' }, 'fr')).toBe(
      'À louer à 9000, à partir de €\u00a0700',
    );
  });

  it('says an alert watches one or more drawn areas, in every language', async () => {
    const square: Area = [
      [51.03, 3.69],
      [51.03, 3.74],
      [51.07, 3.74],
      [51.07, 3.69],
    ];
    const one = { goal: 'sale', area: encodeAreas([square]), maxPrice: '400000' };
    const two = { goal: 'rent', area: encodeAreas([square, square]) };
    expect(await summarise(one, 'en')).toBe('For sale, in a drawn area, up to €\u00a0400.000');
    expect(await summarise(two, 'en')).toBe('For rent, in 2 drawn areas');
    expect(await summarise(one, 'nl')).toBe('Te koop, in een getekend gebied, tot €\u00a0400.000');
    expect(await summarise(two, 'nl')).toBe('Te huur, in 2 getekende gebieden');
    expect(await summarise(one, 'fr')).toBe("À vendre, dans une zone dessinée, jusqu'à €\u00a0400.000");
    expect(await summarise(two, 'fr')).toBe('À louer, dans 2 zones dessinées');
    expect(await summarise(one, 'de')).toBe('Zu kaufen, in einem gezeichneten Gebiet, bis €\u00a0400.000');
    expect(await summarise(two, 'de')).toBe('Zu mieten, in 2 gezeichneten Gebieten');
  });

  it('leaves out a type it cannot name (never a bare number)', async () => {
    expect(await summarise({ goal: 'sale', type: '9' }, 'en', [])).toBe('For sale');
  });
});
