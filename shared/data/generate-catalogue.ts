import type { CatalogueProperty } from '../src/entities/index.js';
import { citySeeds, type CitySeed } from './cities.js';
import { buildProperty, RENT, SALE, type Heating, type PropertySeed } from './property-builder.js';
import { subtype, type SubtypeKey, type Texts } from './property-types.js';
import { createPicker, hash32, type Picker } from './random.js';
import type { Orientation } from './descriptions.js';

/**
 * A synthetic catalogue of any size for benchmarks (search at 10,000 properties), built from
 * the same cities, types and builder as the sample so every record is schema-valid and reads
 * like a real ad. Deterministic: the same (count, seed) gives the same catalogue, and a
 * smaller count gives a prefix of a larger one.
 */

/** Generated ids start here: 7 digits like the sample, never colliding with it (40xxxxx). */
export const GENERATED_ID_BASE = 5_000_000;

export function isGeneratedId(id: number): boolean {
  return id >= GENERATED_ID_BASE && id < GENERATED_ID_BASE * 2;
}

/** Roughly the mix of a Belgian agency's portfolio: many apartments and houses, few shops. */
// prettier-ignore
const KIND_WEIGHTS: ReadonlyArray<readonly [SubtypeKey, number]> = [
  ['apartment', 12], ['terraced', 7], ['semiDetached', 6], ['detached', 5], ['villa', 3], ['townhouse', 3],
  ['belEtage', 2], ['farm', 1], ['penthouse', 1], ['duplex', 2], ['groundFloor', 2], ['studio', 4],
  ['studentRoom', 2], ['buildingPlot', 3], ['apartmentBlock', 1], ['shop', 1], ['mixedUse', 1],
  ['office', 1], ['horeca', 1], ['garageBox', 2], ['parkingSpace', 1],
];
const WEIGHTED_KINDS: readonly SubtypeKey[] = KIND_WEIGHTS.flatMap(([kind, weight]) =>
  Array<SubtypeKey>(weight).fill(kind),
);

/**
 * The subtype of a generated property depends on its id alone, so the picture renderer can
 * draw the right building for an id without the catalogue at hand.
 */
export function generatedSubtypeOf(id: number): SubtypeKey {
  return WEIGHTED_KINDS[hash32(id, 0x7e9e) % WEIGHTED_KINDS.length] ?? 'apartment';
}

const BELGIAN = citySeeds.filter((city) => city.country === 'belgium');
const ABROAD = citySeeds.filter((city) => city.country !== 'belgium');

/** Asking price per m² of living space (2026 ballpark). */
const PRICE_PER_M2: Record<string, number> = {
  flanders: 2_500,
  brussels: 3_200,
  wallonia: 1_900,
  france: 5_000,
  spain: 3_600,
  luxembourg: 9_000,
};

const HEATINGS: readonly Heating[] = [
  'gas',
  'gas',
  'gas',
  'heat_pump',
  'heat_pump',
  'fuel_oil',
  'electric',
  'district',
  'pellets',
];
const ORIENTATIONS: readonly Orientation[] = [
  'north',
  'north_east',
  'east',
  'south_east',
  'south',
  'south_west',
  'west',
  'north_west',
];

/** Generic openings, written per language; {city} is filled in. This one suits any property. */
const LOCATION_HOOK: Texts = [
  'Ideally located near the centre of {city}, with easy access to the main roads.',
  'Ideaal gelegen nabij het centrum van {city}, met vlotte toegang tot de grote wegen.',
  'Idéalement situé près du centre {de city}, avec un accès aisé aux grands axes.',
  'Ideal gelegen nahe dem Zentrum von {city}, mit guter Anbindung an die Hauptstraßen.',
];

const HOOKS: readonly Texts[] = [
  [
    'A well-maintained property in a sought-after part of {city}.',
    'Een goed onderhouden pand in een gegeerde buurt van {city}.',
    'Un bien soigné dans un quartier recherché {de city}.',
    'Eine gepflegte Immobilie in einer gefragten Lage von {city}.',
  ],
  [
    'Bright and practical, close to shops, schools and public transport in {city}.',
    'Lichtrijk en praktisch, vlak bij winkels, scholen en openbaar vervoer in {city}.',
    'Lumineux et pratique, proche des commerces, des écoles et des transports en commun {à city}.',
    'Hell und praktisch, nahe Geschäften, Schulen und öffentlichen Verkehrsmitteln in {city}.',
  ],
  [
    'A rare opportunity in a quiet street of {city}, ready to move into.',
    'Een zeldzame kans in een rustige straat van {city}, instapklaar.',
    'Une opportunité rare dans une rue calme {de city}, à emménager sans travaux.',
    'Eine seltene Gelegenheit in einer ruhigen Straße von {city}, sofort bezugsfertig.',
  ],
  LOCATION_HOOK,
];

/** French elides and contracts before a city: "d'Ixelles", "du Touquet", "au Touquet". */
function frenchDe(city: string): string {
  if (city.startsWith('Le ')) return `du ${city.slice(3)}`;
  return /^[AEIOUYÉÈÂÎÔaeiouyé]/.test(city) ? `d'${city}` : `de ${city}`;
}
function frenchA(city: string): string {
  return city.startsWith('Le ') ? `au ${city.slice(3)}` : `à ${city}`;
}

function fill([en, nl, fr, de]: Texts, city: string): Texts {
  const plain = (text: string) => text.replaceAll('{city}', city);
  return [
    plain(en),
    plain(nl),
    fr.replaceAll('{de city}', frenchDe(city)).replaceAll('{à city}', frenchA(city)),
    plain(de),
  ];
}

function titleOf(kind: SubtypeKey, city: string): Texts {
  const [en, nl, fr, de] = subtype(kind).name;
  return [`${en} in ${city}`, `${nl} te ${city}`, `${fr} ${frenchA(city)}`, `${de} in ${city}`];
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

function isoDay(dayOfYear: number): string {
  return new Date(Date.UTC(2026, 0, 1 + dayOfYear)).toISOString().slice(0, 10);
}

function sizes(kind: SubtypeKey, r: Picker): Partial<PropertySeed> {
  switch (kind) {
    case 'terraced':
    case 'belEtage':
      return {
        living: r.int(110, 190),
        plot: r.int(120, 320),
        garden: r.int(30, 120),
        bed: r.int(2, 4),
        bath: r.int(1, 2),
        facades: 2,
        garages: kind === 'belEtage' ? 1 : undefined,
      };
    case 'townhouse':
      return {
        living: r.int(200, 380),
        plot: r.int(160, 400),
        garden: r.int(50, 150),
        bed: r.int(4, 6),
        bath: r.int(2, 3),
        facades: 2,
        floors: r.int(3, 4),
      };
    case 'semiDetached':
      return {
        living: r.int(140, 210),
        plot: r.int(300, 700),
        garden: r.int(150, 450),
        bed: r.int(3, 4),
        bath: r.int(1, 2),
        garages: r.int(0, 1),
        facades: 3,
      };
    case 'detached':
      return {
        living: r.int(160, 260),
        plot: r.int(500, 1_500),
        garden: r.int(300, 1_100),
        bed: r.int(3, 5),
        bath: r.int(1, 3),
        garages: r.int(1, 2),
        facades: 4,
      };
    case 'villa':
      return {
        living: r.int(250, 480),
        plot: r.int(1_000, 4_000),
        garden: r.int(800, 3_500),
        bed: r.int(4, 6),
        bath: r.int(2, 4),
        garages: r.int(2, 3),
        facades: 4,
      };
    case 'farm':
      return {
        living: r.int(200, 350),
        plot: r.int(2_000, 12_000),
        garden: r.int(1_000, 4_000),
        bed: r.int(3, 5),
        bath: r.int(1, 3),
        garages: r.int(1, 2),
        facades: 4,
      };
    case 'apartment':
    case 'groundFloor':
      return {
        living: r.int(60, 120),
        terrace: r.int(0, 1) ? r.int(6, 20) : undefined,
        bed: r.int(1, 3),
        bath: 1,
        parkings: r.int(0, 1) || undefined,
      };
    case 'penthouse':
      return {
        living: r.int(130, 240),
        terrace: r.int(30, 90),
        bed: r.int(2, 4),
        bath: r.int(2, 3),
        garages: r.int(1, 2),
      };
    case 'duplex':
      return { living: r.int(100, 170), terrace: r.int(8, 30), bed: r.int(2, 3), bath: r.int(1, 2) };
    case 'studio':
      return { living: r.int(28, 45), bath: 1 };
    case 'studentRoom':
      return { living: r.int(14, 28), bath: 1 };
    case 'buildingPlot':
      return { plot: r.int(350, 1_500), front: r.int(8, 30) };
    case 'apartmentBlock':
      return { total: r.int(250, 700), plot: r.int(150, 500), floors: r.int(3, 5), facades: 2 };
    case 'shop':
    case 'horeca':
      return { total: r.int(60, 300), floors: r.int(1, 2) };
    case 'mixedUse':
      return { total: r.int(180, 350), floors: r.int(2, 3), facades: 2 };
    case 'office':
      return { total: r.int(80, 600), parkings: r.int(0, 8) || undefined };
    case 'garageBox':
      return { total: r.int(14, 20) };
    case 'parkingSpace':
      return { total: r.int(11, 14) };
  }
}

function priceOf(kind: SubtypeKey, goal: number, city: CitySeed, seed: Partial<PropertySeed>, r: Picker): number {
  const sub = subtype(kind);
  const perM2 = PRICE_PER_M2[city.region ?? city.country] ?? 3_000;
  const area = seed.living ?? seed.total ?? 0;
  if (goal !== SALE) {
    if (sub.type === 'garage') return roundTo(r.int(70, 150), 5);
    const monthlyPerM2 = perM2 / 250 + (sub.residential ? 0 : 2);
    return roundTo(Math.max(450, area * monthlyPerM2 * (0.85 + r.next() * 0.3)), 10);
  }
  if (sub.type === 'garage') return roundTo(r.int(22_000, 65_000), 500);
  if (sub.type === 'land') return roundTo((seed.plot ?? 0) * (perM2 / 12) * (0.8 + r.next() * 0.4), 5_000);
  const plotBonus = seed.plot ? Math.min(seed.plot, 3_000) * (perM2 / 60) : 0;
  return roundTo(area * perM2 * (0.8 + r.next() * 0.4) + plotBonus, 5_000);
}

function epcOf(city: CitySeed, residential: boolean, year: number | undefined, r: Picker): number | null {
  if (!residential || (city.country !== 'belgium' && city.country !== 'luxembourg') || r.chance(0.05)) return null;
  // Newer buildings score better; a few renovated ones go below zero.
  const base = year === undefined ? 300 : Math.max(-20, (2030 - year) * 3.2);
  return Math.round(base * (0.6 + r.next() * 0.8)) - (r.chance(0.04) ? 40 : 0);
}

function generatedSeed(id: number, seed: number): PropertySeed {
  const kind = generatedSubtypeOf(id);
  const sub = subtype(kind);
  const r = createPicker(hash32(seed, id));
  const city = r.chance(0.88) ? r.pick(BELGIAN) : r.pick(ABROAD);
  const goal = sub.type === 'land' || sub.type === 'yield' ? SALE : r.chance(0.65) ? SALE : RENT;
  const size = sizes(kind, r);
  const hasBuilding = sub.type !== 'land';
  const year = hasBuilding ? r.int(sub.type === 'garage' ? 1960 : 1880, 2025) : undefined;
  const reno = year !== undefined && year < 2005 && r.chance(0.45) ? r.int(Math.max(year + 15, 1995), 2025) : undefined;
  const created = isoDay(r.int(0, 333));
  const isApartment = sub.type === 'apartment' || sub.type === 'studio';
  const price = priceOf(kind, goal, city, size, r);

  return {
    id,
    created,
    zip: city.zip,
    kind,
    goal,
    street: r.pick(city.streets),
    nr: String(r.int(1, 240)),
    ...(isApartment && { box: `${r.int(0, 6)}.${String(r.int(1, 4)).padStart(2, '0')}` }),
    price: r.chance(0.02) ? null : price,
    epc: epcOf(city, sub.residential, year, r),
    ...(hasBuilding && sub.type !== 'garage' && { heating: r.pick(HEATINGS) }),
    ...size,
    year,
    reno,
    ...((size.garden ?? size.terrace) !== undefined && { orientation: r.pick(ORIENTATIONS) }),
    pictures: r.chance(0.03) ? 0 : r.int(3, 6),
    closed: r.chance(0.05),
    hidePrice: r.chance(0.04),
    hideAddress: r.chance(0.06),
    ...(goal !== SALE && {
      charges: isApartment ? roundTo(r.int(50, 200), 5) : sub.residential ? 0 : roundTo(r.int(0, 300), 10),
      ...(r.chance(0.6) && { available: isoDay(Math.min(364, Number(created.slice(5, 7)) * 30 + r.int(0, 90))) }),
    }),
    title: titleOf(kind, city.name),
    // The homely openings do not suit a garage or a plot: those get the one about location.
    hook: fill(sub.residential ? r.pick(HOOKS) : LOCATION_HOOK, city.name),
  };
}

export function generateCatalogue(count: number, seed = 1): CatalogueProperty[] {
  const total = Math.max(0, Math.floor(count));
  return Array.from({ length: total }, (_, i) => buildProperty(generatedSeed(GENERATED_ID_BASE + i, seed)));
}
