import type { z } from 'zod';
import {
  CatalogueCitySchema,
  CataloguePropertySchema,
  CataloguePropertyTypeSchema,
  CatalogueProjectSchema,
  CatalogueTreeItemSchema,
  MenuPageSchema,
  SiteConfigSchema,
  type CatalogueProperty,
  type MenuPage,
} from '../src/entities/index.js';
import { LANGUAGES, type Lang } from '../src/i18n/languages.js';
import {
  citySeeds,
  cities,
  countPropertiesByGoal,
  generateCatalogue,
  GENERATED_ID_BASE,
  menuPages,
  notaryFee,
  projects,
  properties,
  propertyTypes,
  regions,
  RENT,
  SALE,
  siteConfig,
} from './index.js';

function expectValid<T>(schema: z.ZodType<T>, records: readonly unknown[]): void {
  for (const record of records) {
    const result = schema.safeParse(record);
    if (!result.success) throw new Error(`${JSON.stringify(record).slice(0, 120)}…\n${result.error.message}`);
  }
}

/** Every {en, nl, fr, de} object found anywhere inside value. */
function localizedTexts(value: unknown, found: Array<Record<string, unknown>> = []): Array<Record<string, unknown>> {
  if (Array.isArray(value)) value.forEach((item) => localizedTexts(item, found));
  else if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort().join(',');
    // Metadata is keyed by language too, but holds objects: those are checked field by field.
    const isText = keys === 'de,en,fr,nl' && Object.values(value).every((item) => typeof item !== 'object');
    if (isText) found.push(value as Record<string, unknown>);
    Object.values(value).forEach((item) => localizedTexts(item, found));
  }
  return found;
}

function flattenMenu(pages: readonly MenuPage[]): MenuPage[] {
  return pages.flatMap((page) => [page, ...flattenMenu(page.childMenus)]);
}

const BELGIUM = 10;
const LUXEMBOURG = 50;
const byId = (id: number): CatalogueProperty => {
  const property = properties.find((candidate) => candidate.ID === id);
  if (!property) throw new Error(`no property ${id}`);
  return property;
};

describe('schemas', () => {
  it('every record of every export is valid', () => {
    expectValid(CataloguePropertySchema, properties);
    expectValid(CatalogueCitySchema, cities);
    expectValid(CataloguePropertyTypeSchema, propertyTypes);
    expectValid(CatalogueProjectSchema, projects);
    expectValid(SiteConfigSchema, [siteConfig]);
    expectValid(MenuPageSchema, menuPages);
    expectValid(CatalogueTreeItemSchema, regions);
  });

  it('records carry no keys the schemas do not know (nothing is silently stripped)', () => {
    for (const property of properties) expect(CataloguePropertySchema.parse(property)).toEqual(property);
    expect(SiteConfigSchema.parse(siteConfig)).toEqual(siteConfig);
    for (const page of menuPages) expect(MenuPageSchema.parse(page)).toEqual(page);
  });

  it('every localized text is filled in all four languages', () => {
    const texts = localizedTexts([properties, propertyTypes, projects, siteConfig, menuPages]);
    expect(texts.length).toBeGreaterThan(200);
    for (const text of texts) {
      for (const lang of ['en', 'nl', 'fr', 'de']) {
        expect(typeof text[lang]).toBe('string');
        expect((text[lang] as string).trim()).not.toBe('');
      }
    }
  });
});

describe('cities', () => {
  it('has the 31 cities of SPEC §9 with unique zips kept as strings', () => {
    expect(cities).toHaveLength(31);
    expect(new Set(cities.map((city) => city.Zip)).size).toBe(31);
    expect(cities.find((city) => city.Name === 'Nice')?.Zip).toBe('06000');
  });

  it('covers the three Belgian regions, France, Spain and one Luxembourg city', () => {
    const region = (zip: string) => {
      const n = Number(zip);
      if (n >= 1000 && n <= 1299) return 'brussels';
      if ((n >= 1300 && n <= 1499) || (n >= 4000 && n <= 7999)) return 'wallonia';
      return 'flanders';
    };
    for (const seed of citySeeds) {
      if (seed.country === 'belgium') expect(seed.region).toBe(region(seed.zip));
      else expect(seed.region).toBeNull();
    }
    const belgian = citySeeds.filter((seed) => seed.country === 'belgium');
    expect(new Set(belgian.map((seed) => seed.region))).toEqual(new Set(['brussels', 'wallonia', 'flanders']));
    expect(cities.filter((city) => city.CountryID === LUXEMBOURG)).toHaveLength(1);
    expect(new Set(cities.map((city) => city.CountryName))).toEqual(
      new Set(['Belgium', 'France', 'Spain', 'Luxembourg']),
    );
    expect(cities.map((city) => city.Name)).toEqual(
      expect.arrayContaining(['Liège', 'Sint-Martens-Latem', 'Saint-Rémy-de-Provence', 'Málaga']),
    );
  });
});

describe('properties', () => {
  it('has 49 properties with unique 7-digit ids', () => {
    expect(properties).toHaveLength(49);
    expect(new Set(properties.map((p) => p.ID)).size).toBe(49);
    for (const p of properties) expect(String(p.ID)).toMatch(/^\d{7}$/);
  });

  it('lies in one of the cities, with that city’s country, near the city', () => {
    for (const p of properties) {
      const city = cities.find((c) => c.Name === p.City && c.Zip === p.Zip);
      expect(city).toBeDefined();
      expect(p.CountryID).toBe(city?.CountryID);
      expect(p.CountryName).toBe(city?.CountryName);
      const seed = citySeeds.find((s) => s.zip === p.Zip);
      expect(Math.abs((p.Latitude ?? 0) - (seed?.lat ?? 0))).toBeLessThan(0.05);
      expect(Math.abs((p.Longitude ?? 0) - (seed?.lng ?? 0))).toBeLessThan(0.05);
    }
  });

  it('uses every city and every property type', () => {
    for (const city of cities) expect(properties.some((p) => p.Zip === city.Zip)).toBe(true);
    const webIds = new Set(propertyTypes.map((type) => type.WebID));
    for (const type of propertyTypes) expect(properties.some((p) => p.WebID === type.WebID)).toBe(true);
    for (const p of properties) {
      expect(webIds.has(p.WebID)).toBe(true);
      const all = p.WebIDs.split(',').map(Number);
      expect(all[0]).toBe(p.WebID);
      for (const id of all) expect(webIds.has(id)).toBe(true);
    }
    expect(properties.some((p) => p.WebIDs.includes(','))).toBe(true);
  });

  it('mixes sale and rent, and the config counts follow the data', () => {
    const [sale, rent] = countPropertiesByGoal(properties);
    expect(sale).toBe(properties.filter((p) => p.Goal === 0).length);
    expect(rent).toBe(properties.filter((p) => p.Goal !== 0).length);
    expect(sale).toBeGreaterThan(rent);
    expect(rent).toBeGreaterThan(10);
    expect(siteConfig.data.countProperty).toEqual([sale, rent]);
  });

  it('has sold and rented references whose marquee matches the goal', () => {
    const marked = properties.filter((p) => p.Marquee === 1);
    expect(marked.some((p) => p.Goal === SALE && p.MarqueeName === 'sold')).toBe(true);
    expect(marked.some((p) => p.Goal === RENT && p.MarqueeName === 'rented')).toBe(true);
    for (const p of marked) expect(p.MarqueeName).toBe(p.Goal === 0 ? 'sold' : 'rented');
    for (const p of properties.filter((q) => q.Marquee === 0)) expect(p.MarqueeName).toBeUndefined();
  });

  it('has "starting from" project units belonging to a project', () => {
    const fromPrices = properties.filter((p) => p.PriceUnit === 7);
    expect(fromPrices.length).toBeGreaterThan(0);
    for (const p of fromPrices) expect(projects.some((project) => project.ID === p.ProjectID)).toBe(true);
    for (const p of properties.filter((q) => q.ProjectID !== undefined)) expect(p.PriceUnit).toBe(7);
  });

  it('has foreign properties and exactly one in Luxembourg', () => {
    const foreign = properties.filter((p) => p.CountryID !== BELGIUM);
    expect(foreign.filter((p) => p.CountryName === 'France').length).toBeGreaterThan(0);
    expect(foreign.filter((p) => p.CountryName === 'Spain').length).toBeGreaterThan(0);
    expect(properties.filter((p) => p.CountryID === LUXEMBOURG)).toHaveLength(1);
  });

  it('exercises price and address publication', () => {
    expect(properties.filter((p) => p.Price === null)).toHaveLength(1);
    for (const p of properties.filter((q) => q.Price === null)) expect(p.PublishPrice).toBe(false);
    expect(properties.filter((p) => p.Price !== null && !p.PublishPrice).length).toBeGreaterThan(0);
    expect(properties.filter((p) => !p.PublishAddress).length).toBeGreaterThan(1);
  });

  it('spreads energy values over the region scales, boundaries included', () => {
    const values = properties.map((p) => p.EnergyPerformance);
    expect(values).toEqual(expect.arrayContaining([0, 100, 345, 510, null]));
    expect(values.some((v) => v !== null && v < 0)).toBe(true);
    const regionOf = (p: CatalogueProperty) => citySeeds.find((s) => s.zip === p.Zip)?.region ?? p.CountryName;
    for (const region of ['flanders', 'brussels', 'wallonia', 'Luxembourg']) {
      expect(properties.some((p) => regionOf(p) === region && p.EnergyPerformance !== null)).toBe(true);
    }
    const labels = properties.map((p) => p.EPCLabelText).filter((label): label is string => label !== null);
    expect(labels.length).toBeGreaterThan(3);
    for (const label of labels) expect(label).toMatch(/^[a-g](_plusplus|_plus|_sub)?$/);
  });

  it('has texts that really differ per language', () => {
    for (const p of properties) {
      expect(new Set(Object.values(p.Description)).size).toBe(4);
      expect(new Set(Object.values(p.Title)).size).toBeGreaterThanOrEqual(3);
      for (const description of Object.values(p.Description)) {
        expect(description.startsWith('<p>')).toBe(true);
        expect(description).not.toMatch(/undefined|NaN|\{/);
        const sentences = description
          .replace(/<[^>]+>/g, ' ')
          .split(/[.!?](?:\s|$)/)
          .filter((s) => s.trim().length > 3);
        expect(sentences.length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('has 3 to 6 pictures with unique URLs, except two without any', () => {
    const without = properties.filter((p) => p.Pictures.length === 0);
    expect(without).toHaveLength(2);
    for (const p of without) expect(p.SmallPictureItem).toBeNull();
    const urls: string[] = [];
    for (const p of properties.filter((q) => q.Pictures.length > 0)) {
      expect(p.Pictures.length).toBeGreaterThanOrEqual(3);
      expect(p.Pictures.length).toBeLessThanOrEqual(6);
      expect(p.SmallPictureItem).toEqual(p.Pictures[0]);
      p.Pictures.forEach((picture, i) => {
        expect(picture.Url).toBe(`/media/${p.ID}/${i + 1}.jpg`);
        expect([picture.Width, picture.Height]).toEqual([1360, 906]);
        urls.push(picture.Url);
      });
    }
    for (const project of projects) if (project.SmallPictureItem) urls.push(project.SmallPictureItem.Url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('has costs: deposit of 3 months for rent, notary fee and registration rights for Belgian sales', () => {
    for (const p of properties) {
      if (p.Goal !== 0) {
        expect(p.Details.Deposit).toBe((p.Price ?? 0) * 3);
        expect(p.Details.Charges).toBeGreaterThanOrEqual(0);
        expect(p.Details.AvailableFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      } else if (p.CountryID === BELGIUM && p.Price !== null) {
        expect(p.Details.NotaryFee).toBeGreaterThan(1000);
        expect(p.Details.RegistrationRights).toBeGreaterThanOrEqual(0);
      }
    }
    // The legal scale is degressive: doubling the price far less than doubles the fee.
    expect(notaryFee(800_000) / notaryFee(400_000)).toBeLessThan(1.2);
  });

  it('was put online during 2026', () => {
    for (const p of properties) {
      expect(p.CreatedAt).toMatch(/^2026-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
      expect(Number.isNaN(Date.parse(p.CreatedAt))).toBe(false);
    }
    const months = new Set(properties.map((p) => p.CreatedAt.slice(5, 7)));
    expect(months.size).toBeGreaterThanOrEqual(10);
  });

  it('are built the same on every run (no randomness at import time)', () => {
    expect(byId(4011958).Latitude).toBe(51.049717);
    expect(byId(4011958).CreatedAt).toBe('2026-01-27T10:55:00.000Z');
  });
});

describe('projects and property types', () => {
  it('has three projects and the types of SPEC §3 with both flags', () => {
    expect(projects).toHaveLength(3);
    expect(propertyTypes.map((type) => type.Name.en)).toEqual([
      'House/villa/farm',
      'Apartment',
      'Studio',
      'Land',
      'Commercial',
      'Yield property',
      'Garage/parking',
    ]);
    expect(new Set(propertyTypes.map((type) => type.WebID)).size).toBe(propertyTypes.length);
    expect(propertyTypes.some((type) => !type.Rent)).toBe(true);
  });
});

describe('site config', () => {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };

  it('follows SPEC §2 and §9', () => {
    expect(siteConfig.phone).toMatch(/^\d{10}$/);
    expect(siteConfig.defaultLanguage).toBe('en');
    expect(siteConfig.languages).toEqual([
      { code: 'en', use: true },
      { code: 'nl', use: true },
      { code: 'fr', use: true },
      { code: 'de', use: true },
    ]);
    expect(siteConfig.footer.imageHeight).toBe(500);
    expect(siteConfig.footer.columns.length).toBeGreaterThanOrEqual(3);
    expect(siteConfig.footer.columns.some((c) => !c.titlePublic || !c.introTextPublic || !c.fullTextPublic)).toBe(true);
    for (const text of Object.values(siteConfig.searchBox.description)) {
      expect(text).toContain('{FOR_SALE_TOTAL}');
      expect(text).toContain('{FOR_RENT_TOTAL}');
    }
    expect(siteConfig.header).toMatchObject({ showHomeMenu: true, changeOnScroll: true });
    expect(siteConfig.topBar.left.length).toBeGreaterThan(0);
    expect(siteConfig.topBar.right.length).toBeGreaterThan(0);
  });

  it('has an app bar that passes WCAG AA contrast', () => {
    const [light, dark] = [siteConfig.header.appBarTextColor, siteConfig.header.appBarColor]
      .map(luminance)
      .sort((a, b) => b - a);
    expect(((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('menu pages', () => {
  const all = flattenMenu(menuPages);

  it('has the published pages of SPEC §2 and one draft', () => {
    const published = menuPages.filter((page) => page.status === 'Published');
    expect(published.map((page) => page.name)).toEqual([
      'home',
      'for-sale',
      'Nieuwbouw',
      'Buitenland',
      'Referenties',
      'Verkopen',
      'contact',
    ]);
    expect(published.map((page) => page.path)).toEqual([
      'home',
      'for-sale',
      'projects',
      'foreign',
      'references',
      'sell',
      'contact',
    ]);
    expect(menuPages.filter((page) => page.status === 'Draft')).toHaveLength(1);
    expect(new Set(all.map((page) => page.id)).size).toBe(all.length);
  });

  it('has a home page with an article then the 4 latest properties', () => {
    const home = menuPages.find((page) => page.path === 'home');
    expect(home?.params.type).toBe('home');
    const [first, second] = home?.params.modules ?? [];
    expect(first?.relations.type).toBe('article');
    expect(second?.relations.type).toBe('property-list');
    expect(second).toMatchObject({ maxItems: 4, numberItemOfRow: 4 });
  });

  it('links children to their parent and gives every page metadata', () => {
    const withChildren = all.filter((page) => page.childMenus.length > 0);
    expect(withChildren.length).toBeGreaterThan(0);
    for (const parent of withChildren) for (const child of parent.childMenus) expect(child.parentId).toBe(parent.id);
    for (const page of all) {
      for (const meta of Object.values(page.params.metadata)) {
        expect(meta.isActiveSEO).toBe(true);
        for (const field of [
          'pageTitle',
          'metadataTitle',
          'metadataDescription',
          'ogTitle',
          'ogDescription',
          'twitterTitle',
          'twitterDescription',
        ] as const) {
          expect(meta[field].trim()).not.toBe('');
        }
      }
      expect(new Set(Object.values(page.params.metadata).map((meta) => meta.metadataDescription)).size).toBe(4);
    }
    const sell = menuPages.find((page) => page.path === 'sell');
    expect(sell?.params.content?.nl.length).toBeGreaterThan(500);
  });
});

describe('regions', () => {
  it('is a tree of regions, provinces and the municipalities of the catalogue', () => {
    const ids = new Set(regions.map((item) => item.ID));
    expect(ids.size).toBe(regions.length);
    expect(new Set(regions.map((item) => item.WebID)).size).toBe(regions.length);
    expect(regions.filter((item) => item.ParentID === null)).toHaveLength(3);
    for (const item of regions) if (item.ParentID !== null) expect(ids.has(item.ParentID)).toBe(true);
    const belgianZips = cities.filter((city) => city.CountryID === BELGIUM).map((city) => Number(city.Zip));
    for (const zip of belgianZips) expect(regions.some((item) => item.WebID === zip)).toBe(true);
  });

  it('names every region, province and municipality in every language of the site', () => {
    for (const item of regions)
      for (const lang of LANGUAGES)
        expect({ ID: item.ID, lang, name: item.Name[lang].trim() }).not.toMatchObject({ name: '' });
    const named = (lang: Lang) => regions.filter((item) => item.ParentID === null).map((item) => item.Name[lang]);
    expect(named('nl')).toEqual(['Vlaanderen', 'Wallonië', 'Brussels Hoofdstedelijk Gewest']);
    expect(named('fr')).toEqual(['Flandre', 'Wallonie', 'Région de Bruxelles-Capitale']);
    expect(named('de')).toEqual(['Flandern', 'Wallonien', 'Region Brüssel-Hauptstadt']);
  });
});

describe('generateCatalogue', () => {
  const big = generateCatalogue(10_000);

  it('makes 10,000 valid, unique properties from the same cities and types', () => {
    expect(big).toHaveLength(10_000);
    expect(new Set(big.map((p) => p.ID)).size).toBe(10_000);
    expect(big[0]?.ID).toBe(GENERATED_ID_BASE);
    expectValid(
      CataloguePropertySchema,
      big.filter((_, i) => i % 97 === 0),
    );
    const zips = new Set(cities.map((city) => `${city.Name}|${city.Zip}`));
    const typeIds = new Set(propertyTypes.map((type) => type.WebID));
    for (const p of big) {
      expect(zips.has(`${p.City}|${p.Zip}`)).toBe(true);
      expect(typeIds.has(p.WebID)).toBe(true);
    }
    expect(new Set(big.map((p) => p.WebID)).size).toBe(propertyTypes.length);
    const [sale, rent] = countPropertiesByGoal(big);
    expect(sale).toBeGreaterThan(rent);
    expect(rent).toBeGreaterThan(1000);
  });

  it('is deterministic, prefix-stable and depends on the seed', () => {
    const small = generateCatalogue(300);
    expect(generateCatalogue(300)).toEqual(small);
    expect(big.slice(0, 300)).toEqual(small);
    expect(generateCatalogue(300, 2)).not.toEqual(small);
    expect(generateCatalogue(0)).toEqual([]);
  });
});
