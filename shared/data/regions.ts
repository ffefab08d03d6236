import type { TreeItem } from '../src/entities/index.js';
import { citySeeds } from './cities.js';

/**
 * The region picker of the demand register: the three Belgian regions, their provinces and
 * the municipalities of the sample catalogue. Regions and provinces have small WebIDs; a
 * municipality's WebID is its postal code, which is what a demand stores.
 */

const REGIONS: readonly TreeItem[] = [
  { ID: 1, ParentID: null, Name: 'Flanders', WebID: 1 },
  { ID: 2, ParentID: null, Name: 'Wallonia', WebID: 2 },
  { ID: 3, ParentID: null, Name: 'Brussels-Capital Region', WebID: 3 },
];

const PROVINCES: readonly TreeItem[] = [
  { ID: 10, ParentID: 1, Name: 'Antwerpen', WebID: 10 },
  { ID: 11, ParentID: 1, Name: 'Limburg', WebID: 11 },
  { ID: 12, ParentID: 1, Name: 'Oost-Vlaanderen', WebID: 12 },
  { ID: 13, ParentID: 1, Name: 'Vlaams-Brabant', WebID: 13 },
  { ID: 14, ParentID: 1, Name: 'West-Vlaanderen', WebID: 14 },
  { ID: 20, ParentID: 2, Name: 'Brabant wallon', WebID: 20 },
  { ID: 21, ParentID: 2, Name: 'Hainaut', WebID: 21 },
  { ID: 22, ParentID: 2, Name: 'Liège', WebID: 22 },
  { ID: 23, ParentID: 2, Name: 'Luxembourg', WebID: 23 },
  { ID: 24, ParentID: 2, Name: 'Namur', WebID: 24 },
];

/** Province (or, for Brussels, which has none, the region) of each Belgian sample city. */
// prettier-ignore
const PARENT_BY_ZIP: Record<string, number> = {
  '1000': 3, '1030': 3, '1050': 3, '1180': 3, '1200': 3,
  '1300': 20, '1410': 20, '4000': 22, '5000': 24, '6000': 21, '6940': 23, '7000': 21,
  '2000': 10, '2800': 10, '3500': 11, '9000': 12, '9800': 12, '9830': 12,
  '3000': 13, '8000': 14, '8300': 14, '8400': 14, '8500': 14, '8790': 14,
};

const MUNICIPALITIES: TreeItem[] = citySeeds
  .filter((city) => city.country === 'belgium')
  .map((city, i) => {
    const parent = PARENT_BY_ZIP[city.zip];
    if (parent === undefined) throw new Error(`No province for ${city.zip} ${city.name}`);
    return { ID: 100 + i, ParentID: parent, Name: city.name, WebID: Number(city.zip) };
  });

export const regions: TreeItem[] = [...REGIONS, ...PROVINCES, ...MUNICIPALITIES];
