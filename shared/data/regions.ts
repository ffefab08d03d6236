import type { CatalogueTreeItem } from '../src/entities/index.js';
import { citySeeds } from './cities.js';
import { localized, type Texts } from './property-types.js';

/**
 * The region picker of the demand register: the three Belgian regions, their provinces and
 * the municipalities of the sample catalogue, each named in every language of the site (en, nl,
 * fr, de: the official or usual name in that language, "Gand" for Gent in French). Regions and
 * provinces have small WebIDs; a municipality's WebID is its postal code, which is what a demand
 * stores.
 */

const item = (id: number, parent: number | null, name: Texts): CatalogueTreeItem => ({
  ID: id,
  ParentID: parent,
  Name: localized(name),
  WebID: id,
});

// One region or province per line: en, nl, fr, de.
// prettier-ignore
const REGIONS: readonly CatalogueTreeItem[] = [
  item(1, null, ['Flanders', 'Vlaanderen', 'Flandre', 'Flandern']),
  item(2, null, ['Wallonia', 'Wallonië', 'Wallonie', 'Wallonien']),
  item(3, null, ['Brussels-Capital Region', 'Brussels Hoofdstedelijk Gewest', 'Région de Bruxelles-Capitale', 'Region Brüssel-Hauptstadt']),
];

// prettier-ignore
const PROVINCES: readonly CatalogueTreeItem[] = [
  item(10, 1, ['Antwerp', 'Antwerpen', 'Anvers', 'Antwerpen']),
  item(11, 1, ['Limburg', 'Limburg', 'Limbourg', 'Limburg']),
  item(12, 1, ['East Flanders', 'Oost-Vlaanderen', 'Flandre-Orientale', 'Ostflandern']),
  item(13, 1, ['Flemish Brabant', 'Vlaams-Brabant', 'Brabant flamand', 'Flämisch-Brabant']),
  item(14, 1, ['West Flanders', 'West-Vlaanderen', 'Flandre-Occidentale', 'Westflandern']),
  item(20, 2, ['Walloon Brabant', 'Waals-Brabant', 'Brabant wallon', 'Wallonisch-Brabant']),
  item(21, 2, ['Hainaut', 'Henegouwen', 'Hainaut', 'Hennegau']),
  item(22, 2, ['Liège', 'Luik', 'Liège', 'Lüttich']),
  item(23, 2, ['Luxembourg', 'Luxemburg', 'Luxembourg', 'Luxemburg']),
  item(24, 2, ['Namur', 'Namen', 'Namur', 'Namur']),
];

/**
 * Each Belgian sample city by postal code: its province (or, for Brussels, which has none, the
 * region) and its name in en, nl, fr, de. Most keep one name; the larger towns have their own in
 * each language.
 */
// prettier-ignore
const MUNICIPALITY_BY_ZIP: Record<string, { parent: number; name: Texts }> = {
  '1000': { parent: 3, name: ['Brussels', 'Brussel', 'Bruxelles', 'Brüssel'] },
  '1030': { parent: 3, name: ['Schaerbeek', 'Schaarbeek', 'Schaerbeek', 'Schaerbeek'] },
  '1050': { parent: 3, name: ['Ixelles', 'Elsene', 'Ixelles', 'Ixelles'] },
  '1180': { parent: 3, name: ['Uccle', 'Ukkel', 'Uccle', 'Uccle'] },
  '1200': { parent: 3, name: ['Woluwe-Saint-Lambert', 'Sint-Lambrechts-Woluwe', 'Woluwe-Saint-Lambert', 'Woluwe-Saint-Lambert'] },
  '1300': { parent: 20, name: ['Wavre', 'Waver', 'Wavre', 'Wavre'] },
  '1410': { parent: 20, name: ['Waterloo', 'Waterloo', 'Waterloo', 'Waterloo'] },
  '4000': { parent: 22, name: ['Liège', 'Luik', 'Liège', 'Lüttich'] },
  '5000': { parent: 24, name: ['Namur', 'Namen', 'Namur', 'Namur'] },
  '6000': { parent: 21, name: ['Charleroi', 'Charleroi', 'Charleroi', 'Charleroi'] },
  '6940': { parent: 23, name: ['Durbuy', 'Durbuy', 'Durbuy', 'Durbuy'] },
  '7000': { parent: 21, name: ['Mons', 'Bergen', 'Mons', 'Mons'] },
  '2000': { parent: 10, name: ['Antwerp', 'Antwerpen', 'Anvers', 'Antwerpen'] },
  '2800': { parent: 10, name: ['Mechelen', 'Mechelen', 'Malines', 'Mecheln'] },
  '3500': { parent: 11, name: ['Hasselt', 'Hasselt', 'Hasselt', 'Hasselt'] },
  '9000': { parent: 12, name: ['Ghent', 'Gent', 'Gand', 'Gent'] },
  '9800': { parent: 12, name: ['Deinze', 'Deinze', 'Deinze', 'Deinze'] },
  '9830': { parent: 12, name: ['Sint-Martens-Latem', 'Sint-Martens-Latem', 'Laethem-Saint-Martin', 'Sint-Martens-Latem'] },
  '3000': { parent: 13, name: ['Leuven', 'Leuven', 'Louvain', 'Löwen'] },
  '8000': { parent: 14, name: ['Bruges', 'Brugge', 'Bruges', 'Brügge'] },
  '8300': { parent: 14, name: ['Knokke-Heist', 'Knokke-Heist', 'Knokke-Heist', 'Knokke-Heist'] },
  '8400': { parent: 14, name: ['Ostend', 'Oostende', 'Ostende', 'Ostende'] },
  '8500': { parent: 14, name: ['Kortrijk', 'Kortrijk', 'Courtrai', 'Kortrijk'] },
  '8790': { parent: 14, name: ['Waregem', 'Waregem', 'Waregem', 'Waregem'] },
};

const MUNICIPALITIES: CatalogueTreeItem[] = citySeeds
  .filter((city) => city.country === 'belgium')
  .map((city, i) => {
    const municipality = MUNICIPALITY_BY_ZIP[city.zip];
    if (municipality === undefined) throw new Error(`No province for ${city.zip} ${city.name}`);
    return { ...item(100 + i, municipality.parent, municipality.name), WebID: Number(city.zip) };
  });

export const regions: CatalogueTreeItem[] = [...REGIONS, ...PROVINCES, ...MUNICIPALITIES];
