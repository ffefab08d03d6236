import {
  activeFilterCount,
  cardFacts,
  filterProperties,
  findModule,
  listPageSpec,
  listQueryFromParams,
  listQueryToParams,
  moduleLayout,
  pageListQuery,
  PropertyListQuerySchema,
  readFavourites,
  streetLine,
  toggleFavourite,
  writeFavourites,
  FAVOURITES_KEY,
  distanceKm,
  nearestFirst,
  epcLabelsUpTo,
  epcFilterLetter,
  type ServedMenuPage,
  type ServedModule,
} from './index.js';

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

describe('list pages', () => {
  it('keep their own scope over the URL', () => {
    const forRent = listPageSpec('for-rent')!;
    expect(pageListQuery(forRent, { goal: 'sale', city: 'Gent' }, 12)).toEqual({
      goal: 'rent',
      city: 'Gent',
      pageSize: 12,
    });
    expect(pageListQuery(listPageSpec('foreign')!, { goal: 'rent' })).toEqual({ goal: 'rent', foreign: true });
    expect(listPageSpec('projects')?.kind).toBe('projects');
    expect(listPageSpec('contact')).toBeUndefined();
  });

  it('count the filters a visitor set', () => {
    expect(activeFilterCount({ goal: 'sale', sort: 'price-asc', page: 2 })).toBe(0);
    expect(activeFilterCount({ city: 'Gent', epc: ['a'], minBedrooms: 0 })).toBe(3);
    expect(activeFilterCount({ epc: [] })).toBe(0);
  });

  it('an id list filters the catalogue to those properties; an empty one to nothing', () => {
    const base = { Goal: 0, City: 'Gent', Zip: '9000', WebID: 1, WebIDs: '1', CountryID: 10, Marquee: 0 };
    const more = { Price: 1, PublishPrice: true, CreatedAt: '2026', EnergyPerformance: null, EPCLabelText: null };
    const all = [1, 2, 3].map((ID) => ({ ...base, ...more, ID, Details: {} }));
    const ids = (list: number[]) =>
      filterProperties(all, PropertyListQuerySchema.parse({ ids: list.join(',') })).items.map((p) => p.ID);
    expect(ids([3, 1])).toEqual([3, 1]);
    expect(ids([])).toEqual([]);
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

describe('module layout', () => {
  const module = {
    title: 'Latest properties',
    titleSize: 'h3',
    position: 1,
    span: 12,
    col: { sm: 12, md: 12, lg: 8 },
    sort: 2,
    view: 'list',
    backgroundType: 'color',
    colorBackground: '#f4f1ec',
    relations: { type: 'property-list', id: 'latest' },
    status: true,
    numberItemOfRow: 3,
    maxItems: 6,
    isHasSubcategories: false,
  } as ServedModule;

  it('honours the settings of SPEC §3', () => {
    expect(moduleLayout(module)).toMatchObject({
      title: 'Latest properties',
      titleOrder: 3,
      view: 'list',
      perRow: 3,
      maxItems: 6,
      col: { lg: 8 },
      background: '#f4f1ec',
    });
  });

  it('falls back to SPEC §9: 4 items per row, at most 4', () => {
    expect(moduleLayout(null, 'Latest')).toMatchObject({ title: 'Latest', perRow: 4, maxItems: 4, view: 'grid' });
    expect(moduleLayout({ ...module, numberItemOfRow: 40 }).perRow).toBe(6);
  });

  it("finds a page's first active module of a kind", () => {
    const page = (path: string, modules: ServedModule[], childMenus: ServedMenuPage[] = []) =>
      ({ path, childMenus, params: { modules } }) as unknown as ServedMenuPage;
    const later = { ...module, position: 5, title: 'Later' };
    const off = { ...module, position: 0, status: false, title: 'Off' };
    const menu = [page('home', [later, off, module]), page('parent', [], [page('for-sale', [module])])];
    expect(findModule(menu, 'home', 'property-list')?.title).toBe('Latest properties');
    expect(findModule(menu, 'for-sale', 'property-list')).not.toBeNull();
    expect(findModule(menu, 'home', 'project-list')).toBeNull();
    expect(findModule(menu, 'nowhere', 'property-list')).toBeNull();
  });
});

describe('favourites', () => {
  const memory = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
  };

  it('toggle newest first and survive a write and read', () => {
    const storage = memory();
    let ids = toggleFavourite([], 5);
    ids = toggleFavourite(ids, 7);
    expect(ids).toEqual([7, 5]);
    expect(writeFavourites(ids, storage)).toBe(true);
    expect(readFavourites(storage)).toEqual([7, 5]);
    expect(toggleFavourite(ids, 7)).toEqual([5]);
  });

  it('read nothing rather than throw on damaged or blocked storage', () => {
    const storage = memory();
    storage.setItem(FAVOURITES_KEY, '{not json');
    expect(readFavourites(storage)).toEqual([]);
    storage.setItem(FAVOURITES_KEY, '[3,"x",-1,3,4.5]');
    expect(readFavourites(storage)).toEqual([3]);
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(readFavourites(blocked)).toEqual([]);
    expect(writeFavourites([1], blocked)).toBe(false);
    expect(readFavourites(null)).toEqual([]);
  });
});

describe('EPC filter', () => {
  it('"B or better" takes every region\'s labels up to B, and reads back as B', () => {
    expect(epcLabelsUpTo('b')).toEqual(['a_plusplus', 'a_plus', 'a', 'a_sub', 'b_plus', 'b', 'b_sub']);
    expect(epcFilterLetter(epcLabelsUpTo('b'))).toBe('b');
    expect(epcFilterLetter(['a', 'c'])).toBeNull();
    expect(epcFilterLetter(undefined)).toBeNull();
  });
});

describe('similar projects', () => {
  const gent = { ID: 1, City: 'Gent', Latitude: 51.05, Longitude: 3.72 };
  const brugge = { ID: 2, City: 'Brugge', Latitude: 51.21, Longitude: 3.22 };
  const wavre = { ID: 3, City: 'Wavre', Latitude: 50.72, Longitude: 4.61 };
  const hidden = { ID: 4, City: 'Gent' };

  it('come nearest first, the origin itself left out; one without location in the same city is next door', () => {
    expect(nearestFirst([wavre, brugge, gent, hidden], gent, 1).map((p) => p.ID)).toEqual([4, 2, 3]);
    expect(nearestFirst([wavre, { ...hidden, City: 'Namur' }, brugge], gent).map((p) => p.ID)).toEqual([2, 3, 4]);
    expect(Math.round(distanceKm({ lat: 51.05, lng: 3.72 }, { lat: 51.21, lng: 3.22 }))).toBe(39);
  });

  it('without coordinates, the same city comes first', () => {
    expect(nearestFirst([wavre, hidden], { ID: 9, City: 'Gent' }).map((p) => p.ID)).toEqual([4, 3]);
    expect(nearestFirst([wavre, hidden], null).map((p) => p.ID)).toEqual([3, 4]);
  });
});
