import type { z } from 'zod';
import { properties } from '../../data/index.js';
import { PropertySchema, type Property } from '../entities/property.js';
import { propertyInLanguage, publicProperty } from './index.js';

/**
 * Every figure the served property can hold, by path ("Price", "Details.Viager.Bouquet",
 * "Pictures[].ID"), read from the entity's schema: a number field added to the entity later is
 * found here whether or not the sample data fills it. A schema kind this walk does not know fails
 * the test, so no figure hides behind a new wrapper.
 */
function figurePaths(schema: z.core.$ZodType, path = ''): string[] {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.core.$ZodType>).flatMap(([key, field]) =>
        figurePaths(field, path ? `${path}.${key}` : key),
      );
    case 'optional':
    case 'nullable':
      return figurePaths(def.innerType as z.core.$ZodType, path);
    case 'array':
      return figurePaths(def.element as z.core.$ZodType, `${path}[]`);
    case 'union':
      return [...new Set((def.options as z.core.$ZodType[]).flatMap((option) => figurePaths(option, path)))];
    case 'number':
      return [path];
    case 'literal':
      return (def.values as unknown[]).some((value) => typeof value === 'number') ? [path] : [];
    case 'string':
    case 'boolean':
    case 'enum':
      return [];
    default:
      throw new Error(`figurePaths does not know the schema kind "${def.type}" at ${path}: teach it`);
  }
}

/** Every field of the entity that is not a figure, by path: strings, flags, words of a vocabulary. */
function otherPaths(schema: z.core.$ZodType, path = ''): string[] {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  if (def.type === 'object') {
    return Object.entries(def.shape as Record<string, z.core.$ZodType>).flatMap(([key, field]) =>
      otherPaths(field, path ? `${path}.${key}` : key),
    );
  }
  if (def.type === 'optional' || def.type === 'nullable') return otherPaths(def.innerType as z.core.$ZodType, path);
  if (def.type === 'array') return otherPaths(def.element as z.core.$ZodType, `${path}[]`);
  return figurePaths(schema, path).length > 0 ? [] : [path];
}

/** The amounts of money a property holds: each goes with the price when the price is not published. */
const AMOUNTS = [
  'Price',
  'Details.NotaryFee',
  'Details.RegistrationRights',
  'Details.VAT',
  'Details.Charges',
  'Details.Deposit',
  'Details.AgencyCost',
  'Details.InventoryCost',
  'Details.Viager.Bouquet',
  'Details.Viager.Annuity',
];

/**
 * The figures that say nothing about the price: ids, codes, picture sizes, positions, counts, sizes,
 * years, energy and a viager's ages. Putting a new figure here is deciding it is not an amount.
 */
const NOT_AMOUNTS = [
  'ID',
  'WebID',
  'Goal',
  'Marquee',
  'SmallPictureItem.ID',
  'SmallPictureItem.Width',
  'SmallPictureItem.Height',
  'Pictures[].ID',
  'Pictures[].Width',
  'Pictures[].Height',
  'PriceUnit',
  'CountryID',
  'EnergyPerformance',
  'Latitude',
  'Longitude',
  'ProjectID',
  'Details.SurfaceTotal',
  'Details.SurfaceGround',
  'Details.SurfaceLiving',
  'Details.SurfaceTerrace',
  'Details.SurfaceGarden',
  'Details.SurfaceOffice',
  'Details.SurfaceConstructed',
  'Details.PlotWidth',
  'Details.FrontWidth',
  'Details.Bedrooms',
  'Details.Bathrooms',
  'Details.Showers',
  'Details.Toilets',
  'Details.Garages',
  'Details.Parkings',
  'Details.Floors',
  'Details.Facades',
  'Details.ConstructionYear',
  'Details.RenovationYear',
  'Details.EPCTotal',
  'Details.EPCSpec',
  'Details.EPCCO2',
  'Details.ELevel',
  'Details.Viager.Ages[]',
];

/** Text fields whose names speak of money but hold none: the unit of the price ("per month"). */
const MONEY_NAMED_TEXTS = ['PriceUnitText'];
const MONEY_WORDS = /price|cost|fee|amount|rights|vat|tax|deposit|charge|rent|bouquet|annuity|commission/i;

/** A sale whose price and address are published, with a distinct amount in every amount field. */
function withEveryAmount(): Property {
  const sale = properties.find((record) => record.Goal === 0 && record.PublishPrice && record.PublishAddress)!;
  const property = propertyInLanguage(sale, 'en');
  const details = { ...property.Details, Viager: { Bouquet: 0, Annuity: 0, Ages: [71] } };
  const filled: Record<string, unknown> = { ...property, Details: details };
  AMOUNTS.forEach((path, index) => setPath(filled, path, amountAt(index)));
  return filled as Property;
}

/** Amounts no other figure of the sample has, so finding one anywhere means it leaked. */
const amountAt = (index: number) => 7_310_001 + index * 1_013;

function setPath(target: Record<string, unknown>, path: string, value: number): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce((node, key) => node[key] as Record<string, unknown>, target);
  if (last.endsWith('[]') || typeof parent !== 'object') throw new Error(`cannot fill ${path}: teach setPath`);
  parent[last] = value;
}

function readPath(source: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | null | undefined)?.[key], source);
}

/** Every number anywhere in a value. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(numbersIn);
}

describe('publicProperty and the amounts of a property', () => {
  it('knows every figure of the entity as an amount or not: a new figure must be placed', () => {
    expect(figurePaths(PropertySchema).sort()).toEqual([...AMOUNTS, ...NOT_AMOUNTS].sort());
  });

  it('finds no text field named like money but the unit of the price (an amount is a number)', () => {
    const texts = otherPaths(PropertySchema).filter((path) => MONEY_WORDS.test(path));
    expect(texts.sort()).toEqual(
      [...MONEY_NAMED_TEXTS, 'PublishPrice'].sort(), // PublishPrice is the flag this is about
    );
  });

  it('sends no amount of a property whose price is not published, anywhere in it', () => {
    const hidden = publicProperty({ ...withEveryAmount(), PublishPrice: false });
    for (const path of AMOUNTS) expect([path, readPath(hidden, path) ?? null]).toEqual([path, null]);
    const amounts = AMOUNTS.map((_, index) => amountAt(index));
    expect(numbersIn(hidden).filter((number) => amounts.includes(number))).toEqual([]);
  });

  it('keeps what says nothing about the price, and leaves the catalogue record untouched', () => {
    const property = { ...withEveryAmount(), PublishPrice: false };
    const before = JSON.parse(JSON.stringify(property)) as Property;
    const hidden = publicProperty(property);
    expect(property).toEqual(before);
    expect(hidden.Details.Bedrooms).toBe(property.Details.Bedrooms);
    expect(hidden.Details.SurfaceLiving).toBe(property.Details.SurfaceLiving);
    expect(hidden.Details.EPCSpec).toBe(property.Details.EPCSpec);
  });

  it('sends every amount of a property whose price is published', () => {
    const shown = publicProperty(withEveryAmount());
    AMOUNTS.forEach((path, index) => expect([path, readPath(shown, path)]).toEqual([path, amountAt(index)]));
  });
});
