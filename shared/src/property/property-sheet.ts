import { propertyEpc } from '../energy/label.js';
import type { Property, PropertyDetails } from '../entities/property.js';
import { isEmpty } from '../format/empty.js';
import { isForRent } from '../format/goal.js';
import {
  SHEET_GROUP_KEYS,
  type SheetGroup,
  type SheetGroupKey,
  type SheetMeasure,
  type SheetRow,
  type SheetValue,
} from './sheet-types.js';

/** What the sheet reads of a property. */
export type SheetSource = Pick<
  Property,
  'Details' | 'Goal' | 'CountryID' | 'Zip' | 'EnergyPerformance' | 'EPCLabelText' | 'Price' | 'PriceUnit'
>;

/** The Details fields whose value is of type T. */
type FieldOf<T> = {
  [K in keyof PropertyDetails]-?: NonNullable<PropertyDetails[K]> extends T ? K : never;
}[keyof PropertyDetails];

/** One attribute: its row, or null when the property has no value for it. */
type RowRule = (property: SheetSource) => SheetRow | null;

const attribute = (name: string) => `property:attributes.${name}`;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function row(key: string, read: (property: SheetSource) => SheetValue | null): RowRule {
  return (property) => {
    const value = read(property);
    return value ? { key, value } : null;
  };
}

/**
 * A number with a unit. 0 bedrooms, garages or m² of terrace means "none" (a garage has 0
 * bedrooms) and is left out; an energy figure of 0 is a measurement (a zero-energy home) and shown.
 */
function measure(field: FieldOf<number>, name: string, kind: SheetMeasure['kind'], zeroMeansNone = true): RowRule {
  return row(attribute(name), ({ Details }) => {
    const value = Details[field];
    return isNumber(value) && !(zeroMeansNone && value === 0) ? { kind, value } : null;
  });
}

/** A cost: a rental's 0 is a fact ("charges € 0"), a sale's 0 fee only means nobody filled it in. */
function cost(field: FieldOf<number>, name: string, perMonth = false): RowRule {
  return row(attribute(name), (property) => {
    const value = property.Details[field];
    return isNumber(value) && (value > 0 || isForRent(property)) ? { kind: 'money', value, perMonth } : null;
  });
}

function text(field: FieldOf<string>, name: string, read: (value: string) => SheetValue): RowRule {
  return row(attribute(name), ({ Details }) => {
    const value = Details[field];
    return isEmpty(value) ? null : read(value.trim());
  });
}

/** A word of a fixed vocabulary, translated as `property:terms.{attribute}.{value}`. */
const term = (field: FieldOf<string>, name: string) =>
  text(field, name, (value) => ({ kind: 'term', key: `property:terms.${name}.${value}`, value }));
const date = (field: FieldOf<string>, name: string) => text(field, name, (value) => ({ kind: 'date', value }));
const score = (field: FieldOf<string>, name: string) => text(field, name, (value) => ({ kind: 'score', value }));

/** Yes or no: a permit the property lacks is a fact a buyer must be told. */
function flag(field: FieldOf<boolean>, name: string): RowRule {
  return row(attribute(name), ({ Details }) => {
    const value = Details[field];
    return typeof value === 'boolean' ? { kind: 'flag', value } : null;
  });
}

/** The certificate's label, else the one computed from the value on the region's scale. */
const epcLabel: RowRule = row(attribute('epcLabel'), (property) => {
  const epc = propertyEpc(property);
  return epc ? { kind: 'epc', value: epc } : null;
});

type Viager = NonNullable<PropertyDetails['Viager']>;

/** A viager states its amounts: a bouquet of 0 (a viager without lump sum) is shown too. */
function viager(name: string, read: (viager: Viager) => SheetValue | null): RowRule {
  return row(`property:viager.${name}`, ({ Details }) => (Details.Viager ? read(Details.Viager) : null));
}

const GROUP_ROWS: Record<SheetGroupKey, readonly RowRule[]> = {
  surfaces: [
    measure('SurfaceTotal', 'surfaceTotal', 'area'),
    measure('SurfaceGround', 'surfaceGround', 'area'),
    measure('SurfaceLiving', 'surfaceLiving', 'area'),
    measure('SurfaceTerrace', 'surfaceTerrace', 'area'),
    measure('SurfaceGarden', 'surfaceGarden', 'area'),
    measure('SurfaceOffice', 'surfaceOffice', 'area'),
    measure('SurfaceConstructed', 'surfaceConstructed', 'area'),
    measure('PlotWidth', 'plotWidth', 'length'),
    measure('FrontWidth', 'frontWidth', 'length'),
  ],
  layout: [
    measure('Bedrooms', 'bedrooms', 'count'),
    measure('Bathrooms', 'bathrooms', 'count'),
    measure('Showers', 'showers', 'count'),
    measure('Toilets', 'toilets', 'count'),
    measure('Garages', 'garages', 'count'),
    measure('Parkings', 'parkings', 'count'),
    measure('Floors', 'floors', 'count'),
    measure('Facades', 'facades', 'count'),
    measure('ConstructionYear', 'constructionYear', 'year'),
    measure('RenovationYear', 'renovationYear', 'year'),
  ],
  energy: [
    epcLabel,
    measure('EPCSpec', 'epcSpec', 'energy', false),
    measure('EPCTotal', 'epcTotal', 'energyTotal', false),
    measure('EPCCO2', 'epcCo2', 'co2', false),
    date('EPCExpiryDate', 'epcExpiryDate'),
    measure('ELevel', 'eLevel', 'eLevel', false),
  ],
  asbestos: [term('AsbestosType', 'asbestosType'), date('AsbestosDate', 'asbestosDate')],
  flood: [term('FloodZone', 'floodZone'), score('FloodGScore', 'floodGScore'), score('FloodPScore', 'floodPScore')],
  comfort: [
    term('Heating', 'heating'),
    term('Kitchen', 'kitchen'),
    term('Glazing', 'glazing'),
    term('Roof', 'roof'),
    term('Orientation', 'orientation'),
  ],
  urbanism: [
    flag('BuildingPermit', 'buildingPermit'),
    flag('SubdivisionPermit', 'subdivisionPermit'),
    flag('PreemptionRight', 'preemptionRight'),
  ],
  costs: [
    cost('NotaryFee', 'notaryFee'),
    cost('RegistrationRights', 'registrationRights'),
    cost('VAT', 'vat'),
    cost('Charges', 'charges', true),
    cost('Deposit', 'deposit'),
    cost('AgencyCost', 'agencyCost'),
    cost('InventoryCost', 'inventoryCost'),
  ],
  availability: [date('AvailableFrom', 'availableFrom')],
  viager: [
    viager('bouquet', ({ Bouquet }) => ({ kind: 'money', value: Bouquet, perMonth: false })),
    viager('annuity', ({ Annuity }) => ({ kind: 'money', value: Annuity, perMonth: true })),
    viager('ages', ({ Ages }) => (Ages.length > 0 ? { kind: 'ages', value: Ages } : null)),
  ],
};

/**
 * The attribute sheet of a property (SPEC §3 "Property detail attributes"), written once for the
 * detail page and the printable sheet: its groups in order, each with the attributes that have a
 * value; a group without any is left out.
 */
export function propertySheet(property: SheetSource): SheetGroup[] {
  return SHEET_GROUP_KEYS.map((key) => ({
    key,
    title: `property:sections.${key}`,
    rows: GROUP_ROWS[key].map((rule) => rule(property)).filter((sheetRow) => sheetRow !== null),
  })).filter((group) => group.rows.length > 0);
}
