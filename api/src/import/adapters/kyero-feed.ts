import { LANGUAGES, PRICE_UNITS, type Lang } from '@immo/shared';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { FeedEntry, ParsedFeed, Rejection } from '../feed.js';
import { UnreadableFeed } from '../feed.js';
import { feedEntry, rejectRepeatedIds } from '../feed-entry.js';
import { FEED_LIMITS } from '../feed-schema.js';
import { mapGivingWay } from '../../event-loop/give-way.js';

/**
 * Kyero v3 XML (the open feed format portals take), mapped onto our format; the rest of the import
 * is the same as for ours. Kyero is a full ("absolute") feed: a property it no longer lists is gone.
 * What Kyero has no field for stays empty: EPC score and label (its energy rating is not the Belgian
 * EPC), cadastral income, flood zone, street and house number (the address is not published). The
 * title, which Kyero lacks too, is our type's name and the town. Every mapping is a table below.
 */

/** Kyero `<type>` (lower case) → our type WebID. A type not here rejects its record (field `type`). */
const TYPES: Record<string, number> = {
  house: 1,
  villa: 1,
  'detached house': 1,
  'detached villa': 1,
  'semi-detached house': 1,
  'semi-detached villa': 1,
  'terraced house': 1,
  'town house': 1,
  townhouse: 1,
  'country house': 1,
  farmhouse: 1,
  finca: 1,
  bungalow: 1,
  chalet: 1,
  cottage: 1,
  mansion: 1,
  castle: 1,
  apartment: 2,
  flat: 2,
  penthouse: 2,
  duplex: 2,
  'ground floor apartment': 2,
  'top floor apartment': 2,
  studio: 3,
  land: 4,
  plot: 4,
  'building plot': 4,
  'urban land': 4,
  'rustic land': 4,
  'apartment building': 5,
  'investment property': 5,
  commercial: 6,
  'commercial property': 6,
  'commercial premises': 6,
  shop: 6,
  office: 6,
  business: 6,
  restaurant: 6,
  bar: 6,
  hotel: 6,
  warehouse: 6,
  industrial: 6,
  garage: 7,
  parking: 7,
  'parking space': 7,
};

/** Our type WebID → the MainTypeName the sample catalogue uses for it, and its name in a title. */
const OUR_TYPES: Record<number, { mainTypeName: string; title: Record<Lang, string> }> = {
  1: { mainTypeName: 'House', title: { en: 'House', nl: 'Woning', fr: 'Maison', de: 'Haus' } },
  2: { mainTypeName: 'Apartment', title: { en: 'Apartment', nl: 'Appartement', fr: 'Appartement', de: 'Wohnung' } },
  3: { mainTypeName: 'Studio', title: { en: 'Studio', nl: 'Studio', fr: 'Studio', de: 'Einzimmerwohnung' } },
  4: { mainTypeName: 'Land', title: { en: 'Land', nl: 'Grond', fr: 'Terrain', de: 'Grundstück' } },
  5: {
    mainTypeName: 'Yield property',
    title: { en: 'Yield property', nl: 'Opbrengsteigendom', fr: 'Immeuble de rapport', de: 'Renditeobjekt' },
  },
  6: {
    mainTypeName: 'Commercial',
    title: { en: 'Commercial property', nl: 'Handelspand', fr: 'Commerce', de: 'Gewerbeimmobilie' },
  },
  7: { mainTypeName: 'Garage/parking', title: { en: 'Garage', nl: 'Garage', fr: 'Garage', de: 'Garage' } },
};

/** Kyero `<price_freq>` → our Goal (0 sale, 1 rent) and PriceUnit. Weekly (holiday) lets are not offered here. */
const PRICE_FREQUENCIES: Record<string, { goal: number; priceUnit: number }> = {
  sale: { goal: 0, priceUnit: PRICE_UNITS.total },
  month: { goal: 1, priceUnit: PRICE_UNITS.perMonth },
};

/**
 * Kyero `<town>` (lower case, in any of the country's languages) → our City and its Zip. A feed may give
 * `<postcode>` (then the town is taken as it is); a town not here without one rejects its record.
 */
const TOWNS: Record<string, { city: string; zip: string }> = {
  brussel: { city: 'Brussel', zip: '1000' },
  bruxelles: { city: 'Brussel', zip: '1000' },
  brussels: { city: 'Brussel', zip: '1000' },
  antwerpen: { city: 'Antwerpen', zip: '2000' },
  anvers: { city: 'Antwerpen', zip: '2000' },
  antwerp: { city: 'Antwerpen', zip: '2000' },
  gent: { city: 'Gent', zip: '9000' },
  gand: { city: 'Gent', zip: '9000' },
  ghent: { city: 'Gent', zip: '9000' },
  brugge: { city: 'Brugge', zip: '8000' },
  bruges: { city: 'Brugge', zip: '8000' },
  leuven: { city: 'Leuven', zip: '3000' },
  louvain: { city: 'Leuven', zip: '3000' },
  mechelen: { city: 'Mechelen', zip: '2800' },
  malines: { city: 'Mechelen', zip: '2800' },
  kortrijk: { city: 'Kortrijk', zip: '8500' },
  courtrai: { city: 'Kortrijk', zip: '8500' },
  oostende: { city: 'Oostende', zip: '8400' },
  ostende: { city: 'Oostende', zip: '8400' },
  ostend: { city: 'Oostende', zip: '8400' },
  hasselt: { city: 'Hasselt', zip: '3500' },
  'knokke-heist': { city: 'Knokke-Heist', zip: '8300' },
  liège: { city: 'Liège', zip: '4000' },
  liege: { city: 'Liège', zip: '4000' },
  luik: { city: 'Liège', zip: '4000' },
  lüttich: { city: 'Liège', zip: '4000' },
  namur: { city: 'Namur', zip: '5000' },
  namen: { city: 'Namur', zip: '5000' },
  charleroi: { city: 'Charleroi', zip: '6000' },
  mons: { city: 'Mons', zip: '7000' },
  bergen: { city: 'Mons', zip: '7000' },
  wavre: { city: 'Wavre', zip: '1300' },
  waver: { city: 'Wavre', zip: '1300' },
  waterloo: { city: 'Waterloo', zip: '1410' },
};

/** Kyero `<country>` → our CountryID and name (SPEC §9 fixes Belgium's and Luxembourg's); absent: Belgium. */
const COUNTRIES: Record<string, { id: number; name: string }> = {
  belgium: { id: 10, name: 'Belgium' },
  belgië: { id: 10, name: 'Belgium' },
  belgique: { id: 10, name: 'Belgium' },
  france: { id: 2, name: 'France' },
  spain: { id: 3, name: 'Spain' },
  españa: { id: 3, name: 'Spain' },
  luxembourg: { id: 50, name: 'Luxembourg' },
};

/** The title Kyero does not have: "<our type> in <town>" in each language. */
const TITLE: Record<Lang, (type: string, town: string) => string> = {
  en: (type, town) => `${type} in ${town}`,
  nl: (type, town) => `${type} in ${town}`,
  fr: (type, town) => `${type} à ${town}`,
  de: (type, town) => `${type} in ${town}`,
};

/** A record Kyero's fields cannot be mapped for: rejected naming the Kyero field. */
class KyeroFieldError extends Error {
  constructor(readonly rejection: Rejection) {
    super(rejection.reason);
  }
}

type XmlNode = Record<string, unknown>;

function textOf(node: XmlNode, field: string): string | undefined {
  const value = node[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'object') throw new KyeroFieldError({ field, reason: 'must be text' });
  return String(value).trim();
}

function required(node: XmlNode, field: string): string {
  const value = textOf(node, field);
  if (value === undefined) throw new KyeroFieldError({ field, reason: 'is missing' });
  return value;
}

function numberOf(node: XmlNode, field: string): number | undefined {
  const value = textOf(node, field);
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isFinite(number)) throw new KyeroFieldError({ field, reason: `not a number: ${value.slice(0, 40)}` });
  return number;
}

function childOf(node: XmlNode, field: string): XmlNode {
  const value = node[field];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as XmlNode) : {};
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Kyero descriptions are plain text: escaped, blank lines make paragraphs, single line breaks stay. */
function descriptionHtml(text: string): string {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/** Each of our languages: the feed's text in it, else the first the feed has (nl, fr, en, de), else empty. */
function inEveryLanguage(node: XmlNode): Record<Lang, string> {
  const given = (lang: Lang) => {
    const value = node[lang];
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  };
  const fallback = (['nl', 'fr', 'en', 'de'] as const).map(given).find((text) => text.length > 0) ?? '';
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, given(lang) || fallback])) as Record<Lang, string>;
}

function place(property: XmlNode): { City: string; Zip: string; CountryID: number; CountryName: string } {
  const town = required(property, 'town');
  const postcode = textOf(property, 'postcode');
  const known = lookUp(TOWNS, town);
  if (!known && !postcode)
    throw new KyeroFieldError({ field: 'town', reason: `unknown town without a postcode: ${town.slice(0, 60)}` });
  const countryName = textOf(property, 'country');
  const country = countryName ? lookUp(COUNTRIES, countryName) : COUNTRIES.belgium;
  if (!country)
    throw new KyeroFieldError({ field: 'country', reason: `unknown country: ${countryName?.slice(0, 60)}` });
  return { City: known?.city ?? town, Zip: postcode ?? known!.zip, CountryID: country.id, CountryName: country.name };
}

function typeOf(property: XmlNode): { webId: number; name: string } {
  const type = required(property, 'type');
  const webId = lookUp(TYPES, type);
  if (webId === undefined)
    throw new KyeroFieldError({ field: 'type', reason: `unknown property type: ${type.slice(0, 60)}` });
  return { webId, name: type.charAt(0).toUpperCase() + type.slice(1) };
}

function goalOf(property: XmlNode): { goal: number; priceUnit: number } {
  const frequency = required(property, 'price_freq');
  const goal = lookUp(PRICE_FREQUENCIES, frequency);
  if (!goal) throw new KyeroFieldError({ field: 'price_freq', reason: `not offered here: ${frequency.slice(0, 20)}` });
  const currency = textOf(property, 'currency');
  if (currency && currency.toUpperCase() !== 'EUR')
    throw new KyeroFieldError({ field: 'currency', reason: 'only EUR' });
  return goal;
}

/** Kyero's `<date>` ("2024-09-01 12:00:00", taken as UTC) as our ISO CreatedAt. */
function createdAt(property: XmlNode): string {
  const date = required(property, 'date');
  const parsed = new Date(/Z|[+-]\d\d:?\d\d$/.test(date) ? date : `${date.replace(' ', 'T')}Z`);
  if (Number.isNaN(parsed.getTime()))
    throw new KyeroFieldError({ field: 'date', reason: `not a date: ${date.slice(0, 40)}` });
  return parsed.toISOString();
}

function pictures(property: XmlNode): Array<{ url: string }> {
  const images = childOf(property, 'images').image;
  const list = (Array.isArray(images) ? images : []) as XmlNode[];
  return list
    .map((image, order) => ({ order: Number(image['@_id'] ?? order), url: textOf(image, 'url') }))
    .filter((image): image is { order: number; url: string } => image.url !== undefined)
    .sort((a, b) => a.order - b.order)
    .map(({ url }) => ({ url }));
}

/** One `<property>` as a record of our format (validated by feedEntry like any other). */
function ourRecord(property: XmlNode): Record<string, unknown> {
  const type = typeOf(property);
  const where = place(property);
  const { goal, priceUnit } = goalOf(property);
  const location = childOf(property, 'location');
  const surface = childOf(property, 'surface_area');
  const typeText = Object.fromEntries(LANGUAGES.map((lang) => [lang, type.name]));
  const description = inEveryLanguage(childOf(property, 'desc'));
  const details = {
    Bedrooms: numberOf(property, 'beds'),
    Bathrooms: numberOf(property, 'baths'),
    SurfaceLiving: numberOf(surface, 'built'),
    SurfaceGround: numberOf(surface, 'plot'),
  };
  return {
    externalId: required(property, 'id'),
    WebID: type.webId,
    WebIDs: String(type.webId),
    Goal: goal,
    ...where,
    MainTypeName: OUR_TYPES[type.webId]!.mainTypeName,
    Marquee: 0,
    Price: numberOf(property, 'price') ?? null,
    PriceUnit: priceUnit,
    PublishPrice: true,
    PublishAddress: false,
    Street: '',
    HouseNumber: '',
    EnergyPerformance: null,
    EPCLabelText: null,
    Latitude: numberOf(location, 'latitude'),
    Longitude: numberOf(location, 'longitude'),
    CreatedAt: createdAt(property),
    TypeDescription: typeText,
    Title: Object.fromEntries(
      LANGUAGES.map((lang) => [lang, TITLE[lang](OUR_TYPES[type.webId]!.title[lang], where.City)]),
    ),
    Description: Object.fromEntries(LANGUAGES.map((lang) => [lang, descriptionHtml(description[lang])])),
    Details: Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined)),
    Pictures: pictures(property),
  };
}

/**
 * A mapping table's entry for a word of the feed, case-insensitive; only the table's own entries:
 * `constructor` or `__proto__` in a feed is an unknown word, not a property of Object.
 */
function lookUp<T>(table: Record<string, T>, word: string): T | undefined {
  const key = word.toLowerCase();
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

function entryOf(property: XmlNode, position: number): FeedEntry {
  try {
    return feedEntry(ourRecord(property), position);
  } catch (error) {
    if (!(error instanceof KyeroFieldError)) throw error;
    const id = typeof property.id === 'string' || typeof property.id === 'number' ? String(property.id) : undefined;
    return { position, ...(id ? { externalId: id } : {}), rejection: error.rejection };
  }
}

/**
 * A DOCTYPE can declare entities: external ones read files or URLs, nested ones expand a few bytes into
 * gigabytes ("billion laughs"). A feed has no use for either: one that declares anything is not read.
 */
function refuseDeclarations(text: string): void {
  if (/<!DOCTYPE|<!ENTITY|<!ELEMENT|<!ATTLIST/i.test(text))
    throw new UnreadableFeed('the XML declares a DOCTYPE or entities, which a feed may not');
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  htmlEntities: false,
  isArray: (name) => name === 'property' || name === 'image',
});

/** The feed's <property> elements: refused whole when the text is not a Kyero feed (nothing is read then). */
function propertiesOf(text: string): XmlNode[] {
  if (Buffer.byteLength(text) > FEED_LIMITS.feedBytes)
    throw new UnreadableFeed(`the feed is larger than ${FEED_LIMITS.feedBytes} bytes`);
  refuseDeclarations(text);
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new UnreadableFeed(`not XML: ${valid.err.msg} (line ${valid.err.line})`);
  const root = childOf(parser.parse(text) as XmlNode, 'root');
  const properties = root.property;
  if (!Array.isArray(properties)) throw new UnreadableFeed('not a Kyero feed: no <root> with <property> elements');
  if (properties.length > FEED_LIMITS.records) throw new UnreadableFeed(`more than ${FEED_LIMITS.records} properties`);
  return properties as XmlNode[];
}

const feedOf = (source: string, records: FeedEntry[]): ParsedFeed => ({
  source,
  format: 'kyero',
  records: rejectRepeatedIds(records),
  withdrawn: [],
});

const entryAt = (property: XmlNode, index: number) => entryOf(property, index + 1);

/** A Kyero v3 feed. `source` names it in the catalogue (Kyero has no field for it). */
export function parse(text: string, source = 'kyero'): ParsedFeed {
  return feedOf(source, propertiesOf(text).map(entryAt));
}

/** `parse` in a server: the records are read in slices, giving way to its visitors between them. */
export async function parseGivingWay(text: string, source = 'kyero'): Promise<ParsedFeed> {
  return feedOf(source, await mapGivingWay(propertiesOf(text), entryAt));
}
