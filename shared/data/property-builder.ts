import type { CatalogueProperty, PropertyDetails } from '../src/entities/index.js';
import { PRICE_UNITS } from '../src/format/price.js';
import { citySeedByZip, COUNTRIES, type CitySeed } from './cities.js';
import { newBuildVat, notaryFee, registrationRights, rentalDeposit } from './costs.js';
import { describeProperty, type Orientation } from './descriptions.js';
import { buildPictures } from './picture-plan.js';
import { projectById } from './projects.js';
import {
  localized,
  mainTypeName,
  subtype,
  TYPE,
  webIdsOf,
  type Subtype,
  type SubtypeKey,
  type Texts,
} from './property-types.js';
import { createPicker, hash32, type Picker } from './random.js';

/** Goal values (SPEC §4: 0 is for sale, any other value for rent). */
export const SALE = 0;
export const RENT = 1;

export type Heating = 'gas' | 'heat_pump' | 'fuel_oil' | 'electric' | 'district' | 'pellets';

/** One row of the sample table: what an agent would type in, the rest is derived. */
export interface PropertySeed {
  id: number;
  /** ISO date (2026) the property was put online. */
  created: string;
  zip: string;
  kind: SubtypeKey;
  goal: typeof SALE | typeof RENT;
  street: string;
  nr: string;
  box?: string;
  /** Sale price or monthly rent in euro; null is "price on request". */
  price: number | null;
  /** kWh/m²/year; its label depends on the region (SPEC §9 scales). */
  epc: number | null;
  /** The label printed on the certificate (a_plus, a, b, ...), when the agent entered it. */
  label?: string;
  heating?: Heating;
  living?: number;
  plot?: number;
  total?: number;
  terrace?: number;
  garden?: number;
  front?: number;
  bed?: number;
  bath?: number;
  garages?: number;
  parkings?: number;
  floors?: number;
  facades?: 1 | 2 | 3 | 4;
  year?: number;
  reno?: number;
  orientation?: Orientation;
  /** 0, or 3 to 6 pictures. */
  pictures: number;
  /** Sold or rented: Marquee 1 with the matching MarqueeName. */
  closed?: boolean;
  hidePrice?: boolean;
  hideAddress?: boolean;
  /** A unit of a new-build project, priced "starting from". */
  project?: number;
  /** Rent: ISO date; absent means available at once. */
  available?: string;
  /** Rent: monthly charges in euro. */
  charges?: number;
  viager?: { bouquet: number; annuity: number; ages: number[] };
  /** A video link (YouTube, Vimeo, …). */
  video?: string;
  /** A virtual tour URL. */
  tour?: string;
  title: Texts;
  /** The hand-written first sentence of the description. */
  hook: Texts;
}

const round6 = (n: number) => Math.round(n * 1e6) / 1e6;

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addMonths(iso: string, months: number): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return isoDate(date);
}

function roofOf(sub: Subtype, rng: Picker): string | undefined {
  switch (sub.picture) {
    case 'villa':
      return rng.pick(['flat', 'tiles', 'slate']);
    case 'farm':
      return rng.pick(['tiles', 'thatch']);
    case 'house':
    case 'townhouse':
      return rng.pick(['tiles', 'slate']);
    case 'apartment':
    case 'office':
    case 'shop':
      return 'flat';
    default:
      return undefined;
  }
}

function costsOf(seed: PropertySeed, city: CitySeed, sub: Subtype): PropertyDetails {
  const price = seed.price;
  if (price === null) return {};
  if (seed.goal !== SALE) {
    const inventory = sub.residential ? (sub.type === 'house' ? 300 : sub.type === 'studio' ? 150 : 220) : undefined;
    return {
      Charges: seed.charges ?? 0,
      Deposit: rentalDeposit(price),
      ...(inventory !== undefined && { InventoryCost: inventory }),
    };
  }
  if (city.country !== 'belgium' && city.country !== 'luxembourg') return {};
  if (seed.project !== undefined) {
    // New build: registration rights on the land share only, VAT on the construction.
    const landShare = Math.round(price * 0.25);
    return {
      NotaryFee: notaryFee(price),
      RegistrationRights: registrationRights(landShare, city.country, city.region, sub.residential),
      VAT: newBuildVat(price - landShare),
    };
  }
  return {
    ...(city.country === 'belgium' && { NotaryFee: notaryFee(price) }),
    RegistrationRights: registrationRights(price, city.country, city.region, sub.residential),
  };
}

function detailsOf(seed: PropertySeed, city: CitySeed, sub: Subtype, rng: Picker): PropertyDetails {
  const hasBuilding = sub.type !== 'land';
  const isHouse = sub.type === 'house';
  const details: PropertyDetails = {
    SurfaceLiving: seed.living,
    SurfaceGround: seed.plot,
    SurfaceTotal: seed.total ?? (seed.living !== undefined ? seed.living + (seed.terrace ?? 0) : undefined),
    SurfaceTerrace: seed.terrace,
    SurfaceGarden: seed.garden,
    SurfaceOffice: sub.picture === 'office' ? seed.total : undefined,
    FrontWidth: seed.front,
    PlotWidth: sub.type === 'land' && seed.front !== undefined ? seed.front : undefined,
    Bedrooms: seed.bed,
    Bathrooms: seed.bath,
    Showers: sub.type === 'studio' ? 1 : undefined,
    Toilets: sub.residential ? (seed.bath ?? 1) + (isHouse ? 1 : 0) : undefined,
    Garages: seed.garages,
    Parkings: seed.parkings,
    Floors: seed.floors,
    Facades: seed.facades,
    ConstructionYear: seed.year,
    RenovationYear: seed.reno,
    Heating: seed.heating,
    Kitchen: sub.residential ? rng.pick(['fitted', 'open_fitted', 'semi_fitted']) : undefined,
    Glazing:
      hasBuilding && sub.picture !== 'garage'
        ? (seed.reno ?? seed.year ?? 0) >= 2020
          ? 'triple'
          : 'double'
        : undefined,
    Roof: roofOf(sub, rng),
    Orientation: seed.orientation,
  };

  if (seed.epc !== null) {
    const issued = addMonths(seed.created, -rng.int(1, 48));
    const area = seed.living ?? seed.total ?? 0;
    Object.assign(details, {
      EPCSpec: seed.epc,
      EPCTotal: Math.round(seed.epc * area),
      EPCCO2: Math.max(0, Math.round(seed.epc * 0.21)),
      // An EPC certificate is valid for ten years.
      EPCExpiryDate: addMonths(issued, 120),
    });
  }
  if (seed.year !== undefined && seed.year >= 2014) details.ELevel = rng.int(15, 40);

  // Flemish sale information duties: asbestos certificate (buildings before 2001) and water test.
  if (city.region === 'flanders' && seed.goal === SALE) {
    if (hasBuilding && seed.year !== undefined && seed.year < 2001) {
      details.AsbestosType = rng.pick(['asbestos_safe', 'asbestos_safe', 'not_asbestos_safe']);
      details.AsbestosDate = addMonths(seed.created, -rng.int(1, 10));
    }
    const floodProne = rng.chance(0.15);
    details.FloodZone = floodProne ? 'possible_flood_zone' : 'not_in_flood_zone';
    details.FloodGScore = floodProne ? 'B' : 'A';
    details.FloodPScore = floodProne ? rng.pick(['B', 'C']) : 'A';
  }
  if (city.country === 'belgium' && seed.goal === SALE) {
    details.BuildingPermit = hasBuilding;
    details.SubdivisionPermit = sub.type === 'land';
    details.PreemptionRight = sub.type === 'land' && rng.chance(0.5);
  }
  if (seed.goal !== SALE) details.AvailableFrom = seed.available ?? seed.created;
  if (seed.viager) {
    details.Viager = { Bouquet: seed.viager.bouquet, Annuity: seed.viager.annuity, Ages: seed.viager.ages };
  }
  Object.assign(details, costsOf(seed, city, sub));

  // Drop the keys left undefined so records stay small and JSON round-trips unchanged.
  return Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined)) as PropertyDetails;
}

/** Turns one seed row into the catalogue record, deriving everything that follows from it. */
export function buildProperty(seed: PropertySeed): CatalogueProperty {
  const city = citySeedByZip(seed.zip);
  const country = COUNTRIES[city.country];
  const sub = subtype(seed.kind);
  const rng = createPicker(hash32(seed.id));
  const pictures = buildPictures(seed.id, sub.picture, seed.pictures);
  const project = seed.project === undefined ? undefined : projectById(seed.project);
  if (seed.project !== undefined && !project) throw new Error(`Unknown project ${seed.project}`);

  // Keep the point within ~1 km of the city centre, the same on every run.
  const latitude = round6(city.lat + (rng.next() - 0.5) * 0.018);
  const longitude = round6(city.lng + (rng.next() - 0.5) * 0.028);
  const createdAt = `${seed.created}T${String(rng.int(7, 18)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00.000Z`;

  return {
    ID: seed.id,
    WebID: TYPE[sub.type],
    WebIDs: webIdsOf(seed.kind),
    Goal: seed.goal,
    City: city.name,
    Zip: city.zip,
    MainTypeName: mainTypeName(sub.type),
    Marquee: seed.closed ? 1 : 0,
    ...(seed.closed && { MarqueeName: seed.goal === SALE ? 'sold' : 'rented' }),
    SmallPictureItem: pictures[0] ?? null,
    Pictures: pictures,
    Price: seed.price,
    PriceUnit: project ? PRICE_UNITS.startingFrom : seed.goal === RENT ? PRICE_UNITS.perMonth : PRICE_UNITS.total,
    PublishPrice: !seed.hidePrice && seed.price !== null,
    PublishAddress: !seed.hideAddress,
    Street: seed.street,
    HouseNumber: seed.nr,
    ...(seed.box !== undefined && { BoxNr: seed.box }),
    CountryID: country.id,
    CountryName: country.name,
    EnergyPerformance: seed.epc,
    EPCLabelText: seed.label ?? null,
    Latitude: latitude,
    Longitude: longitude,
    ...(project && { ProjectID: project.ID }),
    ...(seed.video !== undefined && { Video: seed.video }),
    ...(seed.tour !== undefined && { VirtualTour: seed.tour }),
    CreatedAt: createdAt,
    TypeDescription: localized(sub.name),
    Title: localized(seed.title),
    Description: describeProperty(seed.hook, {
      residential: sub.residential,
      isLand: sub.type === 'land',
      living: seed.living,
      plot: seed.plot,
      total: seed.total,
      front: seed.front,
      bed: seed.bed,
      bath: seed.bath,
      garages: seed.garages,
      parkings: seed.parkings,
      garden: seed.garden,
      terrace: seed.terrace,
      orientation: seed.orientation,
      year: seed.year,
      reno: seed.reno,
      createdYear: Number(seed.created.slice(0, 4)),
      goal: seed.goal,
      closed: seed.closed ?? false,
      available: seed.available,
      charges: seed.charges,
      projectName: project?.Name,
      viager: seed.viager,
      variant: rng.int(0, 2),
    }),
    Details: detailsOf(seed, city, sub, rng),
  };
}
