import { cardFacts, listQueryFromParams, listQueryToParams, PropertyListQuerySchema, streetLine } from './index.js';

describe('reading a list query from a page URL (zod-free)', () => {
  const read = (search: string) => listQueryFromParams(new URLSearchParams(search));

  it('reads the SPEC §2 filters city={Name}|{Zip} and type={WebID}', () => {
    expect(read('city=Gent%7C9000&type=2')).toEqual({ city: 'Gent|9000', type: 2 });
  });

  it('keeps what makes sense of a hand-edited link and drops the rest', () => {
    expect(read('type=abc&page=0&pageSize=1000&sort=random&epc=a,zz,b&minPrice=-5&maxPrice=400000')).toEqual({
      epc: ['a', 'b'],
      maxPrice: 400000,
    });
  });

  it('round-trips with listQueryToParams and agrees with the API schema', () => {
    const search =
      'goal=rent&city=Li%C3%A8ge%7C4000&type=3&minPrice=500&maxPrice=1500&minBedrooms=2&epc=a%2Cb&sort=price-asc&page=3';
    const query = read(search);
    expect(listQueryToParams(query).toString()).toBe(search);
    const parsed = PropertyListQuerySchema.parse(Object.fromEntries(new URLSearchParams(search)));
    expect(parsed).toMatchObject(query);
  });

  it('reads favourite ids, and an empty list stays an empty list ("none", not "all")', () => {
    expect(read('ids=5,3,5,x')).toEqual({ ids: [5, 3] });
    expect(read('ids=')).toEqual({ ids: [] });
    expect(listQueryToParams({ ids: [] }).toString()).toBe('ids=');
  });
});

describe('card facts', () => {
  const card = {
    Goal: 0,
    Marquee: 0 as const,
    Price: 325000,
    PriceUnit: 0,
    PublishPrice: true,
    PublishAddress: true,
    Street: 'Kerkstraat',
    HouseNumber: '12',
    BoxNr: '3',
    Zip: '9000',
    City: 'Gent',
    TypeDescription: 'Rijwoning',
    CountryID: 10,
    EnergyPerformance: 150,
    EPCLabelText: null,
    Details: { Bedrooms: 3, SurfaceLiving: 140 },
  };

  it('show what and where, price, address, bedrooms, surface and the EPC of the region', () => {
    const facts = cardFacts(card, 'nl');
    expect(facts.place).toBe('Rijwoning · 9000 Gent');
    expect(facts.price).toBe('€\u00a0325.000');
    expect(facts.address).toBe('Kerkstraat 12/3');
    expect([facts.bedrooms, facts.surface, facts.marquee]).toEqual([3, 140, null]);
    expect(facts.epc).toMatchObject({ label: 'b', region: 'flanders' });
    // 150 kWh/m² is B in Flanders but C- in Brussels: the label follows the postal region.
    expect(cardFacts({ ...card, Zip: '1000' }, 'nl').epc).toMatchObject({ label: 'c_sub', region: 'brussels' });
  });

  it('hide an unpublished price and address, whatever the record still holds', () => {
    const facts = cardFacts({ ...card, PublishPrice: false, PublishAddress: false }, 'en');
    expect(facts.price).toBeNull();
    expect(facts.address).toBeNull();
  });

  it('mark a sold sale and a rented rental (SPEC §4 marquee)', () => {
    expect(cardFacts({ ...card, Marquee: 1 }, 'en').marquee).toBe('sold');
    expect(cardFacts({ ...card, Marquee: 1, Goal: 1 }, 'en').marquee).toBe('rented');
  });

  it('fall back to the plot surface, and write the street without a missing number', () => {
    expect(cardFacts({ ...card, Details: { SurfaceGround: 800 } }, 'en')).toMatchObject({
      surface: 800,
      bedrooms: null,
    });
    expect(streetLine({ Street: 'Markt', HouseNumber: '' })).toBe('Markt');
  });
});
