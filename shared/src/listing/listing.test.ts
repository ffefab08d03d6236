import { listableProperty } from '@immo/shared/test-support';
import { filterProperties, listQueryToParams, PropertyListQuerySchema } from './index.js';

const make = listableProperty;
const properties = [
  make({ ID: 1 }),
  make({ ID: 2, Goal: 1, Price: 950, CreatedAt: '2026-03-01' }),
  make({
    ID: 3,
    City: 'Liège',
    Zip: '4000',
    WebID: 2,
    WebIDs: '2,5',
    Price: 180000,
    CreatedAt: '2026-02-01',
    EnergyPerformance: 300,
  }),
  make({ ID: 4, CountryID: 3, City: 'Marbella', Zip: '29600', Price: 450000, Details: { Bedrooms: 4 } }),
  make({ ID: 5, Marquee: 1, Price: 250000, PublishPrice: false }),
  make({ ID: 6, Price: null, CreatedAt: '2026-04-01', EPCLabelText: 'A+' }),
];
const query = (input: Record<string, unknown>) => PropertyListQuerySchema.parse(input);
const ids = (input: Record<string, unknown>) =>
  filterProperties(properties, query(input)).items.map((property) => property.ID);

describe('property list query', () => {
  it('filters by goal, city (accents ignored) and type through WebIDs', () => {
    expect(ids({ goal: 'rent' })).toEqual([2]);
    expect(ids({ city: 'Liege|4000' })).toEqual([3]);
    expect(ids({ city: '4000' })).toEqual([3]);
    expect(ids({ type: '5' })).toEqual([3]);
  });

  it('lists foreign properties and references', () => {
    expect(ids({ foreign: '1' })).toEqual([4]);
    expect(ids({ references: 'true' })).toEqual([5]);
  });

  it('filters by visible price only: an unpublished or missing price never matches a price filter', () => {
    expect(ids({ minPrice: '200000', maxPrice: '400000' })).toEqual([1]);
  });

  it('filters by bedrooms and EPC label (the certificate wins)', () => {
    expect(ids({ minBedrooms: 4 })).toEqual([4]);
    expect(ids({ epc: 'a_plus' })).toEqual([6]);
    expect(ids({ epc: 'c,d' })).toEqual([3]);
    expect(ids({ epc: 'b' })).toEqual([2, 5, 1]);
  });

  it('sorts newest first, or by price with prices on request last', () => {
    expect(ids({})).toEqual([6, 2, 3, 5, 4, 1]);
    expect(ids({ sort: 'price-asc' })).toEqual([2, 3, 1, 4, 6, 5]);
    expect(ids({ sort: 'price-desc' })).toEqual([4, 1, 3, 2, 6, 5]);
  });

  it('pages "page x of y" and clamps a page past the end', () => {
    const first = filterProperties(properties, query({ pageSize: 4 }));
    expect([first.page, first.pages, first.total, first.items.length]).toEqual([1, 2, 6, 4]);
    const past = filterProperties(properties, query({ pageSize: 4, page: 9 }));
    expect([past.page, past.items.length]).toEqual([2, 2]);
  });

  it('refuses values that make no sense', () => {
    expect(PropertyListQuerySchema.safeParse({ epc: 'z' }).success).toBe(false);
    // More labels than there are: a repeat, kept by a search alert as it was sent, is refused.
    expect(PropertyListQuerySchema.safeParse({ epc: Array(50).fill('a').join(',') }).success).toBe(false);
    expect(PropertyListQuerySchema.safeParse({ pageSize: 1000 }).success).toBe(false);
    expect(PropertyListQuerySchema.safeParse({ sort: 'random' }).success).toBe(false);
  });

  it('writes the query back to the URL without defaults', () => {
    expect(listQueryToParams(query({ goal: 'sale', city: 'Gent|9000', page: 1, epc: 'a,b' })).toString()).toBe(
      'goal=sale&city=Gent%7C9000&epc=a%2Cb',
    );
  });
});
