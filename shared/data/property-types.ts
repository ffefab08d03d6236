import type { CataloguePropertyType, LocalizedText } from '../src/entities/index.js';

/** Texts in the order of LANGUAGES (en, nl, fr, de): keeps the seed tables short. */
export type Texts = readonly [en: string, nl: string, fr: string, de: string];

export function localized([en, nl, fr, de]: Texts): LocalizedText {
  return { en, nl, fr, de };
}

/** Web ids of the types SPEC §3 lists; properties refer to types by these. */
export const TYPE = {
  house: 1,
  apartment: 2,
  studio: 3,
  land: 4,
  yield: 5,
  commercial: 6,
  garage: 7,
} as const;
export type TypeKey = keyof typeof TYPE;

interface TypeSeed {
  key: TypeKey;
  /** The not-localized MainTypeName of properties of this type. */
  mainTypeName: string;
  name: Texts;
  showOrder: number;
  sale: boolean;
  rent: boolean;
}

// One type per line.
// prettier-ignore
const typeSeeds: readonly TypeSeed[] = [
  { key: 'house', mainTypeName: 'House', name: ['House/villa/farm', 'Woning/villa/hoeve', 'Maison/villa/ferme', 'Haus/Villa/Bauernhof'], showOrder: 1, sale: true, rent: true },
  { key: 'apartment', mainTypeName: 'Apartment', name: ['Apartment', 'Appartement', 'Appartement', 'Wohnung'], showOrder: 2, sale: true, rent: true },
  { key: 'studio', mainTypeName: 'Studio', name: ['Studio', 'Studio', 'Studio', 'Einzimmerwohnung'], showOrder: 3, sale: true, rent: true },
  // Land and yield properties are only ever sold by the agency: their Rent flag is off.
  { key: 'land', mainTypeName: 'Land', name: ['Land', 'Grond', 'Terrain', 'Grundstück'], showOrder: 4, sale: true, rent: false },
  { key: 'commercial', mainTypeName: 'Commercial', name: ['Commercial', 'Handelspand', 'Commerce', 'Gewerbeimmobilie'], showOrder: 5, sale: true, rent: true },
  { key: 'yield', mainTypeName: 'Yield property', name: ['Yield property', 'Opbrengsteigendom', 'Immeuble de rapport', 'Renditeobjekt'], showOrder: 6, sale: true, rent: false },
  { key: 'garage', mainTypeName: 'Garage/parking', name: ['Garage/parking', 'Garage/parking', 'Garage/parking', 'Garage/Stellplatz'], showOrder: 7, sale: true, rent: true },
];

/** ID differs from WebID on purpose, so code that mixes them up fails in tests. */
export const propertyTypes: CataloguePropertyType[] = typeSeeds.map((seed) => ({
  ID: 100 + TYPE[seed.key],
  WebID: TYPE[seed.key],
  Name: localized(seed.name),
  ShowOrder: seed.showOrder,
  Sale: seed.sale,
  Rent: seed.rent,
}));

export function mainTypeName(type: TypeKey): string {
  const seed = typeSeeds.find((candidate) => candidate.key === type);
  if (!seed) throw new Error(`Unknown type ${type}`);
  return seed.mainTypeName;
}

/** What a picture of the property shows (see pictures.ts). */
export type PictureStyle =
  'house' | 'townhouse' | 'villa' | 'farm' | 'apartment' | 'office' | 'shop' | 'garage' | 'land';

/** A subtype gives a property its TypeDescription; it belongs to one type. */
export interface Subtype {
  type: TypeKey;
  /** Extra types the property also belongs to (WebIDs "6,1"). */
  alsoTypes?: readonly TypeKey[];
  name: Texts;
  picture: PictureStyle;
  residential: boolean;
}

// One subtype per line.
// prettier-ignore
export const SUBTYPES = {
  terraced: { type: 'house', name: ['Terraced house', 'Rijwoning', 'Maison mitoyenne', 'Reihenhaus'], picture: 'townhouse', residential: true },
  semiDetached: { type: 'house', name: ['Semi-detached house', 'Halfopen bebouwing', 'Maison 3 façades', 'Doppelhaushälfte'], picture: 'house', residential: true },
  detached: { type: 'house', name: ['Detached house', 'Open bebouwing', 'Maison 4 façades', 'Freistehendes Haus'], picture: 'house', residential: true },
  townhouse: { type: 'house', name: ['Mansion', 'Herenwoning', 'Maison de maître', 'Stadthaus'], picture: 'townhouse', residential: true },
  belEtage: { type: 'house', name: ['Bel-étage house', 'Bel-étage', 'Bel-étage', 'Bel-Étage-Haus'], picture: 'townhouse', residential: true },
  villa: { type: 'house', name: ['Villa', 'Villa', 'Villa', 'Villa'], picture: 'villa', residential: true },
  farm: { type: 'house', name: ['Farmhouse', 'Hoeve', 'Fermette', 'Bauernhaus'], picture: 'farm', residential: true },
  apartment: { type: 'apartment', name: ['Apartment', 'Appartement', 'Appartement', 'Wohnung'], picture: 'apartment', residential: true },
  penthouse: { type: 'apartment', name: ['Penthouse', 'Penthouse', 'Penthouse', 'Penthouse'], picture: 'apartment', residential: true },
  duplex: { type: 'apartment', name: ['Duplex', 'Duplex', 'Duplex', 'Maisonette'], picture: 'apartment', residential: true },
  groundFloor: { type: 'apartment', name: ['Ground-floor apartment', 'Gelijkvloers appartement', 'Rez-de-chaussée', 'Erdgeschosswohnung'], picture: 'apartment', residential: true },
  studio: { type: 'studio', name: ['Studio', 'Studio', 'Studio', 'Einzimmerwohnung'], picture: 'apartment', residential: true },
  studentRoom: { type: 'studio', name: ['Student studio', 'Studentenstudio', 'Kot étudiant', 'Studentenzimmer'], picture: 'apartment', residential: true },
  buildingPlot: { type: 'land', name: ['Building plot', 'Bouwgrond', 'Terrain à bâtir', 'Baugrundstück'], picture: 'land', residential: false },
  apartmentBlock: { type: 'yield', alsoTypes: ['apartment'], name: ['Apartment building', 'Opbrengsteigendom', 'Immeuble de rapport', 'Mehrfamilienhaus'], picture: 'apartment', residential: false },
  shop: { type: 'commercial', name: ['Retail unit', 'Winkelruimte', 'Surface commerciale', 'Ladenlokal'], picture: 'shop', residential: false },
  mixedUse: { type: 'commercial', alsoTypes: ['house'], name: ['Shop with living quarters', 'Handelspand met woonst', 'Commerce avec logement', 'Geschäftshaus mit Wohnung'], picture: 'shop', residential: false },
  office: { type: 'commercial', name: ['Office', 'Kantoor', 'Bureau', 'Büro'], picture: 'office', residential: false },
  horeca: { type: 'commercial', name: ['Restaurant premises', 'Horecapand', 'Établissement horeca', 'Gastronomieobjekt'], picture: 'shop', residential: false },
  garageBox: { type: 'garage', name: ['Garage box', 'Garagebox', 'Box de garage', 'Garagenbox'], picture: 'garage', residential: false },
  parkingSpace: { type: 'garage', name: ['Parking space', 'Staanplaats', 'Emplacement de parking', 'Stellplatz'], picture: 'garage', residential: false },
} as const satisfies Record<string, Subtype>;
export type SubtypeKey = keyof typeof SUBTYPES;

export const SUBTYPE_KEYS = Object.keys(SUBTYPES) as SubtypeKey[];

export function subtype(key: SubtypeKey): Subtype {
  return SUBTYPES[key];
}

/** "1" or "6,1": the main type first, then the others it also belongs to. */
export function webIdsOf(key: SubtypeKey): string {
  const { type, alsoTypes = [] } = subtype(key);
  return [type, ...alsoTypes].map((t) => TYPE[t]).join(',');
}
