import type { Area, ListableProperty } from '../src/listing/index.js';

/** A property on sale in Ghent, published, with every field the list's rule reads. */
const GHENT_HOUSE: ListableProperty = {
  ID: 1,
  Goal: 0,
  City: 'Gent',
  Zip: '9000',
  WebID: 1,
  WebIDs: '1',
  CountryID: 10,
  Marquee: 0,
  Price: 300000,
  PublishPrice: true,
  PublishAddress: true,
  CreatedAt: '2026-01-01',
  EnergyPerformance: 150,
  EPCLabelText: null,
  Details: { Bedrooms: 3 },
};

/** That property with what a test changes. */
export const listableProperty = (overrides: Partial<ListableProperty> = {}): ListableProperty => ({
  ...GHENT_HOUSE,
  ...overrides,
});

/** A square around the centre of Ghent. */
export const GHENT_SQUARE: Area = [
  [51.04, 3.7],
  [51.04, 3.74],
  [51.07, 3.74],
  [51.07, 3.7],
];

/** A square around the centre of Liège. */
export const LIEGE_SQUARE: Area = [
  [50.62, 5.55],
  [50.62, 5.6],
  [50.66, 5.6],
  [50.66, 5.55],
];
