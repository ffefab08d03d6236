import type { i18n } from 'i18next';
import { properties } from '../../data/index.js';
import { testI18n } from '../../test-support/test-i18n.js';
import type { PropertyDetails } from '../entities/property.js';
import { LANGUAGES, type Lang } from '../i18n/languages.js';
import en from '../i18n/locales/en/property.json' with { type: 'json' };
import nl from '../i18n/locales/nl/property.json' with { type: 'json' };
import fr from '../i18n/locales/fr/property.json' with { type: 'json' };
import de from '../i18n/locales/de/property.json' with { type: 'json' };
import { formatSheetValue } from './format-sheet-value.js';
import { propertySheet, type SheetSource } from './property-sheet.js';
import { SHEET_GROUP_KEYS, type SheetGroup, type SheetValue } from './sheet-types.js';

const SALE = 0;
const RENT = 1;

function property(Details: PropertyDetails, overrides: Partial<SheetSource> = {}): SheetSource {
  return {
    Details,
    Goal: SALE,
    CountryID: 10,
    Zip: '9000',
    EnergyPerformance: null,
    EPCLabelText: null,
    Price: 425_000,
    PriceUnit: 0,
    ...overrides,
  };
}

const rowKeys = (groups: SheetGroup[]) =>
  Object.fromEntries(groups.map((group) => [group.key, group.rows.map((row) => row.key)]));
const valueOf = (groups: SheetGroup[], key: string) =>
  groups.flatMap((group) => group.rows).find((row) => row.key === key)?.value;

/** Every Details field filled, as a complete Flemish sale would have it. */
const EVERYTHING: PropertyDetails = {
  SurfaceTotal: 300,
  SurfaceGround: 620,
  SurfaceLiving: 245,
  SurfaceTerrace: 12,
  SurfaceGarden: 300,
  SurfaceOffice: 20,
  SurfaceConstructed: 160,
  PlotWidth: 18.5,
  FrontWidth: 9,
  Bedrooms: 4,
  Bathrooms: 2,
  Showers: 1,
  Toilets: 3,
  Garages: 1,
  Parkings: 2,
  Floors: 3,
  Facades: 3,
  ConstructionYear: 1912,
  RenovationYear: 2018,
  EPCSpec: 245,
  EPCTotal: 60_025,
  EPCCO2: 51,
  EPCExpiryDate: '2034-05-01',
  ELevel: 30,
  AsbestosType: 'asbestos_safe',
  AsbestosDate: '2026-01-10',
  FloodZone: 'not_in_flood_zone',
  FloodGScore: 'A',
  FloodPScore: 'A',
  Heating: 'gas',
  Kitchen: 'open_fitted',
  Glazing: 'double',
  Roof: 'tiles',
  Orientation: 'south_west',
  BuildingPermit: true,
  SubdivisionPermit: false,
  PreemptionRight: false,
  NotaryFee: 3_500,
  RegistrationRights: 12_750,
  VAT: 21_000,
  Charges: 50,
  Deposit: 2_000,
  AgencyCost: 1_000,
  InventoryCost: 300,
  AvailableFrom: '2026-09-01',
  Viager: { Bouquet: 50_000, Annuity: 950, Ages: [78, 81] },
};

describe('propertySheet', () => {
  it('groups every attribute, in the order of the detail page', () => {
    const groups = propertySheet(property(EVERYTHING, { EnergyPerformance: 245 }));
    expect(groups.map((group) => group.key)).toEqual([...SHEET_GROUP_KEYS]);
    expect(groups.map((group) => group.title)).toEqual(SHEET_GROUP_KEYS.map((key) => `property:sections.${key}`));
    const attribute = (name: string) => `property:attributes.${name}`;
    expect(rowKeys(groups)).toEqual({
      surfaces: [
        'surfaceTotal',
        'surfaceGround',
        'surfaceLiving',
        'surfaceTerrace',
        'surfaceGarden',
        'surfaceOffice',
        'surfaceConstructed',
        'plotWidth',
        'frontWidth',
      ].map(attribute),
      layout: [
        'bedrooms',
        'bathrooms',
        'showers',
        'toilets',
        'garages',
        'parkings',
        'floors',
        'facades',
        'constructionYear',
        'renovationYear',
      ].map(attribute),
      energy: ['epcLabel', 'epcSpec', 'epcTotal', 'epcCo2', 'epcExpiryDate', 'eLevel'].map(attribute),
      asbestos: ['asbestosType', 'asbestosDate'].map(attribute),
      flood: ['floodZone', 'floodGScore', 'floodPScore'].map(attribute),
      comfort: ['heating', 'kitchen', 'glazing', 'roof', 'orientation'].map(attribute),
      urbanism: ['buildingPermit', 'subdivisionPermit', 'preemptionRight'].map(attribute),
      costs: ['notaryFee', 'registrationRights', 'vat', 'charges', 'deposit', 'agencyCost', 'inventoryCost'].map(
        attribute,
      ),
      availability: ['availableFrom'].map(attribute),
      viager: ['property:viager.bouquet', 'property:viager.annuity', 'property:viager.ages'],
    });
  });

  it('shows only the attributes with a value and leaves empty groups out', () => {
    const garage = property({ SurfaceTotal: 15, Bedrooms: 0, Garages: 1, Heating: '  ', SurfaceTerrace: 0 });
    const groups = propertySheet(garage);
    expect(rowKeys(groups)).toEqual({
      surfaces: ['property:attributes.surfaceTotal'],
      layout: ['property:attributes.garages'],
    });
    expect(propertySheet(property({}))).toEqual([]);
  });

  it('says a permit the property lacks: false is a fact, not an empty value', () => {
    const land = propertySheet(property({ BuildingPermit: false, SubdivisionPermit: true }));
    expect(land).toEqual([
      {
        key: 'urbanism',
        title: 'property:sections.urbanism',
        rows: [
          { key: 'property:attributes.buildingPermit', value: { kind: 'flag', value: false } },
          { key: 'property:attributes.subdivisionPermit', value: { kind: 'flag', value: true } },
        ],
      },
    ]);
  });

  it("shows a rental's costs per month, a charge of 0 included, but not a sale's unfilled 0 fee", () => {
    const rental = propertySheet(property({ Charges: 0, Deposit: 2_925, InventoryCost: 220 }, { Goal: RENT }));
    expect(rental.find((group) => group.key === 'costs')?.rows).toEqual([
      { key: 'property:attributes.charges', value: { kind: 'money', value: 0, perMonth: true } },
      { key: 'property:attributes.deposit', value: { kind: 'money', value: 2_925, perMonth: false } },
      { key: 'property:attributes.inventoryCost', value: { kind: 'money', value: 220, perMonth: false } },
    ]);
    const sale = propertySheet(property({ NotaryFee: 0, RegistrationRights: 12_750 }));
    expect(rowKeys(sale)).toEqual({ costs: ['property:attributes.registrationRights'] });
  });

  it('shows an energy figure of 0: a measurement, not an empty value', () => {
    const groups = propertySheet(property({ EPCSpec: 0, ELevel: 0 }));
    expect(valueOf(groups, 'property:attributes.epcSpec')).toEqual({ kind: 'energy', value: 0 });
    expect(valueOf(groups, 'property:attributes.eLevel')).toEqual({ kind: 'eLevel', value: 0 });
  });

  it('shows the viager block, a viager without bouquet included', () => {
    const groups = propertySheet(property({ Viager: { Bouquet: 0, Annuity: 1_150, Ages: [79] } }));
    expect(groups).toEqual([
      {
        key: 'viager',
        title: 'property:sections.viager',
        rows: [
          { key: 'property:viager.bouquet', value: { kind: 'money', value: 0, perMonth: false } },
          { key: 'property:viager.annuity', value: { kind: 'money', value: 1_150, perMonth: true } },
          { key: 'property:viager.ages', value: { kind: 'ages', value: [79] } },
        ],
      },
    ]);
  });

  it("gives the EPC label of the property's region: 150 kWh/m² is B in Gent, C- in Brussels", () => {
    const gent = valueOf(
      propertySheet(property({}, { Zip: '9000', EnergyPerformance: 150 })),
      'property:attributes.epcLabel',
    );
    const brussels = valueOf(
      propertySheet(property({}, { Zip: '1000', EnergyPerformance: 150 })),
      'property:attributes.epcLabel',
    );
    expect(gent).toEqual({ kind: 'epc', value: { label: 'b', region: 'flanders', value: 150, source: 'computed' } });
    expect(brussels).toEqual({
      kind: 'epc',
      value: { label: 'c_sub', region: 'brussels', value: 150, source: 'computed' },
    });
  });

  it('has no EPC row abroad without a certificate', () => {
    const nice = propertySheet(property({}, { Zip: '06000', CountryID: 2, EnergyPerformance: 150 }));
    expect(nice).toEqual([]);
  });
});

describe('formatSheetValue', () => {
  const translators = new Map<Lang, i18n>();
  beforeAll(async () => {
    for (const lang of LANGUAGES) translators.set(lang, await testI18n(lang, ['property']));
  });
  const format = (value: SheetValue, lang: Lang) => {
    const i18n = translators.get(lang)!;
    return formatSheetValue(value, i18n.getFixedT(lang), lang);
  };

  it.each([
    [{ kind: 'area', value: 1_250.5 }, '1.250,5 m²', '1.250,5 m²', '1,250.5 m²'],
    [{ kind: 'length', value: 18.5 }, '18,5 m', '18,5 m', '18.5 m'],
    [{ kind: 'count', value: 4 }, '4', '4', '4'],
    [{ kind: 'year', value: 1904 }, '1904', '1904', '1904'],
    [{ kind: 'energy', value: 245 }, '245 kWh/m² per jaar', '245 kWh/m² pro Jahr', '245 kWh/m² per year'],
    [{ kind: 'energyTotal', value: 60_025 }, '60.025 kWh per jaar', '60.025 kWh pro Jahr', '60,025 kWh per year'],
    [{ kind: 'co2', value: 51 }, '51 kg CO₂/m² per jaar', '51 kg CO₂/m² pro Jahr', '51 kg CO₂/m² per year'],
    [{ kind: 'eLevel', value: 30 }, 'E30', 'E30', 'E30'],
    [{ kind: 'money', value: 425_000, perMonth: false }, '€\u00a0425.000', '€\u00a0425.000', '€\u00a0425.000'],
    [{ kind: 'money', value: 0, perMonth: true }, '€\u00a00 per maand', '€\u00a00 pro Monat', '€\u00a00 per month'],
    [{ kind: 'date', value: '2027-03-05' }, '5 maart 2027', '5. März 2027', '5 March 2027'],
    [{ kind: 'flag', value: true }, 'Ja', 'Ja', 'Yes'],
    [{ kind: 'flag', value: false }, 'Nee', 'Nein', 'No'],
    [{ kind: 'term', key: 'property:terms.heating.gas', value: 'gas' }, 'Aardgas', 'Erdgas', 'Gas'],
    [
      { kind: 'term', key: 'property:terms.heating.geothermal', value: 'geothermal' },
      'geothermal',
      'geothermal',
      'geothermal',
    ],
    [{ kind: 'score', value: 'B' }, 'B', 'B', 'B'],
    [
      { kind: 'epc', value: { label: 'a_plus', region: 'flanders', value: -12, source: 'certificate' } },
      'A+',
      'A+',
      'A+',
    ],
    [{ kind: 'ages', value: [78, 81] }, '78 jaar en 81 jaar', '78 Jahre und 81 Jahre', '78 years and 81 years'],
    [{ kind: 'ages', value: [1] }, '1 jaar', '1 Jahr', '1 year'],
  ] as const)('%j reads %j in nl, %j in de, %j in en', (value, dutch, german, english) => {
    expect(format(value as SheetValue, 'nl')).toBe(dutch);
    expect(format(value as SheetValue, 'de')).toBe(german);
    expect(format(value as SheetValue, 'en')).toBe(english);
  });

  it('writes French numbers and dates the French way', () => {
    expect(format({ kind: 'area', value: 1_250 }, 'fr')).toBe('1\u202f250 m²');
    expect(format({ kind: 'date', value: '2027-03-05' }, 'fr')).toBe('5 mars 2027');
    expect(format({ kind: 'money', value: 950, perMonth: true }, 'fr')).toBe('€\u00a0950 par mois');
  });

  it('shows a text that is no date as it is', () => {
    expect(format({ kind: 'date', value: 'at the deed' }, 'en')).toBe('at the deed');
  });
});

describe('the sample catalogue', () => {
  type Tree = { [key: string]: string | Tree };
  const LOCALES: Record<Lang, Tree> = { en, nl, fr, de };
  /** Whether `property:a.b.c` is a text in `lang`'s property.json. */
  const hasText = (lang: Lang, key: string) => {
    const found = key
      .replace(/^property:/, '')
      .split('.')
      .reduce<string | Tree | undefined>(
        (node, part) => (typeof node === 'object' ? node[part] : undefined),
        LOCALES[lang],
      );
    return typeof found === 'string' && found.trim() !== '';
  };

  const groups = properties.map((record) => propertySheet(record));
  const keysUsed = new Set(
    groups
      .flat()
      .flatMap((group) => [
        group.title,
        ...group.rows.flatMap((row) => (row.value.kind === 'term' ? [row.key, row.value.key] : [row.key])),
      ]),
  );

  it('shows every group somewhere', () => {
    expect(new Set(groups.flat().map((group) => group.key))).toEqual(new Set(SHEET_GROUP_KEYS));
  });

  it('has a text in all four languages for every heading, attribute and term it uses', () => {
    expect(keysUsed.size).toBeGreaterThan(60);
    for (const lang of LANGUAGES) {
      expect({ lang, missing: [...keysUsed].filter((key) => !hasText(lang, key)) }).toEqual({ lang, missing: [] });
    }
  });
});
