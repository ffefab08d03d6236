import { propertyPath, publicProperty, type CatalogueProperty, type Lang, type PublicProperty } from '@immo/shared';
import { cities, menuPages, projects, properties, propertyTypes, regions, siteConfig } from '@immo/shared/data';
import { Catalogue } from '../src/catalogue/catalogue.js';
import { createTranslator, type Translate } from '../src/i18n/translator.js';
import { canonicalPropertyRedirect } from '../src/site/canonical-redirect.js';
import { HEAD_MARKER, htmlDocument } from '../src/site/html-document.js';
import { pageMetadata } from '../src/site/page-metadata.js';
import { countryCode } from '@immo/shared';
import { scriptJson } from '@immo/shared/federation';
import { jsonLdScript, propertyJsonLd } from '../src/site/property-json-ld.js';
import { propertyPhotoPreload } from '../src/site/property-preload.js';

const ORIGIN = 'https://www.immolys.be';

type LdNode = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let translate: (lang: Lang) => Translate;
let catalogue: Catalogue;

beforeAll(async () => {
  const translator = await createTranslator();
  translate = (lang) => translator(lang, 'meta');
  catalogue = new Catalogue(
    properties,
    propertyTypes,
    cities.map(({ Name, Zip, CountryID, CountryName }) => ({ Name, Zip, CountryID, CountryName })),
    projects,
    siteConfig,
    menuPages,
    regions,
  );
});

const sample = (test: (p: CatalogueProperty) => boolean) => properties.find(test)!;

/** The sample catalogue with one property replaced by a record a test made. */
function catalogueWith(record: CatalogueProperty): Catalogue {
  return new Catalogue(
    [record, ...properties.filter((p) => p.ID !== record.ID)],
    propertyTypes,
    catalogue.cities,
    projects,
    siteConfig,
    menuPages,
    regions,
  );
}

function visible(record: CatalogueProperty, lang: Lang = 'en'): PublicProperty {
  return publicProperty(catalogue.property(record, lang));
}

/** The listing node of a property's JSON-LD, read back through the script tag. */
function listingOf(record: CatalogueProperty, lang: Lang = 'en'): LdNode {
  const data = propertyJsonLd({
    property: visible(record, lang),
    lang,
    origin: ORIGIN,
    canonical: ORIGIN + propertyPath(record, lang),
    t: translate(lang),
  });
  const script = jsonLdScript(data);
  const json = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(script)![1]!;
  return (JSON.parse(json) as { '@graph': LdNode[] })['@graph'][0]!;
}

describe('JSON-LD in a script element', () => {
  const hostile = '</script><script>alert(1)</script><!-- & \u2028 "quoted"';

  it('keeps a hostile title inside the block of a finished document', () => {
    const record: CatalogueProperty = {
      ...sample((p) => p.Pictures.length > 0),
      Title: { en: hostile, nl: hostile, fr: hostile, de: hostile },
    };
    const lang = 'nl';
    const path = propertyPath(record, lang);
    const hostileCatalogue = catalogueWith(record);
    const metadata = pageMetadata(path, hostileCatalogue, ORIGIN, translate);
    const data = propertyJsonLd({
      property: visible(record, lang),
      lang,
      origin: ORIGIN,
      canonical: metadata.canonical,
      t: translate(lang),
    });
    const template = `<html><head>${HEAD_MARKER}<script defer src="/main.js"></script></head><body></body></html>`;
    const html = htmlDocument(template, metadata, { structuredData: jsonLdScript(data) });
    // The template's script and the JSON-LD block: nothing else opened or closed a script.
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).not.toContain('<!--');
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect((JSON.parse(block) as { '@graph': LdNode[] })['@graph'][0]!.name).toBe(hostile);
    // After the page's own tags.
    expect(html.indexOf('application/ld+json')).toBeGreaterThan(html.indexOf('twitter:card'));
  });
});

describe('the listing', () => {
  it('gives a project unit\'s "starting from" price as a minimum, not as the price', () => {
    const listing = listingOf(sample((p) => p.PriceUnit === 7 && p.PublishPrice));
    expect(listing.offers.price).toBeUndefined();
    expect(listing.offers.priceCurrency).toBe('EUR');
    expect(listing.offers.priceSpecification).toMatchObject({ '@type': 'PriceSpecification', priceCurrency: 'EUR' });
    expect(listing.offers.priceSpecification.minPrice).toBeGreaterThan(0);
  });

  it.each([
    [0, 'MON'],
    [1, 'MON'],
    [2, 'ANN'],
  ])('prices a rent of unit %i per %s', (unit, code) => {
    const rent = { ...sample((p) => p.Goal !== 0 && p.PublishPrice), PriceUnit: unit };
    expect(listingOf(rent).offers.priceSpecification).toEqual({
      '@type': 'UnitPriceSpecification',
      price: rent.Price,
      priceCurrency: 'EUR',
      unitCode: code,
    });
  });

  it('names the square metre a price per m² is for', () => {
    const perArea = { ...sample((p) => p.Goal !== 0 && p.PublishPrice), PriceUnit: 3 };
    expect(listingOf(perArea).offers.priceSpecification).toMatchObject({
      '@type': 'UnitPriceSpecification',
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MTK' },
    });
  });

  it('types a studio as an Apartment and land as a Place without dwelling fields', () => {
    const studio = listingOf(sample((p) => p.MainTypeName === 'Studio'));
    expect(studio.about['@type']).toBe('Apartment');
    expect(studio.about.floorSize.unitCode).toBe('MTK');
    const land = listingOf(sample((p) => p.MainTypeName === 'Land'));
    expect(land.about['@type']).toBe('Place');
    expect(land.about.floorSize).toBeUndefined();
    expect(land.about.numberOfBedrooms).toBeUndefined();
  });

  it('never guesses a room count', () => {
    const house = listingOf(sample((p) => p.MainTypeName === 'House' && p.Details.Bedrooms !== undefined));
    expect(house.about.numberOfRooms).toBeUndefined();
    expect(house.about.numberOfBedrooms).toBeGreaterThan(0);
  });

  it('cuts the description and names at most five pictures', () => {
    const record = sample((p) => p.Pictures.length > 5);
    const listing = listingOf(record, 'fr');
    expect(listing.image).toHaveLength(5);
    expect(listing.image[0]).toBe(`${ORIGIN}${record.Pictures[0]!.Url}?w=1360`);
    expect(listing.description.length).toBeLessThanOrEqual(251);
  });
});

describe('a property whose price is not published', () => {
  /** Amounts no other figure of the sample has, one in each amount of the details. */
  const record: CatalogueProperty = {
    ...sample((p) => !p.PublishPrice && p.Price !== null && p.Pictures.length > 0),
    Details: {
      ...sample((p) => !p.PublishPrice && p.Price !== null).Details,
      NotaryFee: 7_310_011,
      RegistrationRights: 7_310_022,
      VAT: 7_310_033,
      Charges: 7_310_044,
      Deposit: 7_310_055,
      AgencyCost: 7_310_066,
      InventoryCost: 7_310_077,
      Viager: { Bouquet: 7_310_088, Annuity: 7_310_099, Ages: [71] },
    },
  };
  const amounts = [record.Price!, ...Array.from({ length: 9 }, (_, index) => 7_310_011 + index * 11)];

  it.each(['en', 'nl', 'fr', 'de'] as const)('has no amount in the page head or JSON-LD (%s)', (lang) => {
    const withAmounts = catalogueWith(record);
    const metadata = pageMetadata(propertyPath(record, lang), withAmounts, ORIGIN, translate);
    expect(metadata.status).toBe(200);
    const data = propertyJsonLd({
      property: publicProperty(withAmounts.property(record, lang)),
      lang,
      origin: ORIGIN,
      canonical: metadata.canonical,
      t: translate(lang),
    });
    const head = JSON.stringify(metadata) + scriptJson(data);
    for (const amount of amounts) {
      expect(head).not.toContain(String(amount));
      expect(head).not.toContain(new Intl.NumberFormat('nl-BE').format(amount));
    }
  });
});

describe('country codes', () => {
  it.each([
    [10, 'Belgium', 'BE'],
    [10, 'België', 'BE'],
    [50, 'Luxembourg', 'LU'],
    [2, 'France', 'FR'],
    [3, 'Spain', 'ES'],
    [3, 'Espagne', 'ES'],
    [2, '', 'FR'],
    [99, 'Nederland', 'Nederland'],
  ])('reads country %i "%s" as %s', (CountryID, CountryName, code) => {
    expect(countryCode({ CountryID, CountryName })).toBe(code);
  });
});

describe('the first photo preload', () => {
  it('uses the detail photo sizes and nothing when there is no photo', () => {
    expect(propertyPhotoPreload([])).toBe('');
    const tag = propertyPhotoPreload([{ ID: 1, Name: 'a', Url: '/media/1/1.jpg?v="2"', Width: 10, Height: 10 }]);
    expect(tag).toContain('href="/media/1/1.jpg?v=&quot;2&quot;&amp;w=600"');
    // What mf-property-detail's first <img> asks for, or the preload is wasted.
    expect(tag).toContain('imagesizes="(max-width: 767px) 100vw, (max-width: 1279px) 66vw, 800px"');
  });
});

describe('canonicalPropertyRedirect', () => {
  it('answers undefined for other pages, unknown ids and canonical paths', () => {
    const record = properties[0]!;
    expect(canonicalPropertyRedirect('/nl/te-koop/', catalogue)).toBeUndefined();
    expect(canonicalPropertyRedirect('/nl/pand/999999/', catalogue)).toBeUndefined();
    expect(canonicalPropertyRedirect(`${propertyPath(record, 'fr')}?a=1`, catalogue)).toBeUndefined();
    expect(canonicalPropertyRedirect(`/fr/bien/${record.ID}/?a=1#top`, catalogue)).toBe(
      `${propertyPath(record, 'fr')}?a=1`,
    );
  });
});
