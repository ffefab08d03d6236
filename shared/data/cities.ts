import type { CatalogueCity } from '../src/entities/index.js';

/** Country ids of the sample catalogue; Belgium and Luxembourg ids are fixed by SPEC §9. */
export const COUNTRIES = {
  belgium: { id: 10, name: 'Belgium' },
  france: { id: 2, name: 'France' },
  spain: { id: 3, name: 'Spain' },
  luxembourg: { id: 50, name: 'Luxembourg' },
} as const;
export type CountryKey = keyof typeof COUNTRIES;

export type BelgianRegion = 'flanders' | 'brussels' | 'wallonia';

/**
 * A city with what the sample data needs beyond the catalogue record: where it lies (for
 * property coordinates), its Belgian region (for registration rights) and real streets.
 */
export interface CitySeed {
  name: string;
  zip: string;
  country: CountryKey;
  /** null outside Belgium. Kept explicit so the test can check it against the SPEC §9 zip ranges. */
  region: BelgianRegion | null;
  lat: number;
  lng: number;
  streets: readonly string[];
}

const be = (
  name: string,
  zip: string,
  region: BelgianRegion,
  lat: number,
  lng: number,
  streets: readonly string[],
): CitySeed => ({ name, zip, country: 'belgium', region, lat, lng, streets });

const abroad = (
  name: string,
  zip: string,
  country: Exclude<CountryKey, 'belgium'>,
  lat: number,
  lng: number,
  streets: readonly string[],
): CitySeed => ({ name, zip, country, region: null, lat, lng, streets });

// One city per line.
// prettier-ignore
export const citySeeds: readonly CitySeed[] = [
  // Brussels-Capital Region (1000-1299)
  be('Brussel', '1000', 'brussels', 50.8467, 4.3525, ['Dansaertstraat', 'Kartuizersstraat', 'Vlaamsesteenweg', 'Lakensestraat']),
  be('Schaerbeek', '1030', 'brussels', 50.8676, 4.3737, ['Avenue Louis Bertrand', 'Boulevard Lambermont', 'Rue Royale Sainte-Marie']),
  be('Ixelles', '1050', 'brussels', 50.8333, 4.3667, ['Rue du Bailli', 'Rue de la Brasserie', 'Rue du Page', 'Avenue de la Couronne']),
  be('Uccle', '1180', 'brussels', 50.8, 4.3333, ['Avenue de Fré', 'Avenue Brugmann', 'Chaussée de Waterloo']),
  be('Woluwe-Saint-Lambert', '1200', 'brussels', 50.8427, 4.432, ['Avenue Georges Henri', 'Rue Voot', 'Avenue de Broqueville']),
  // Wallonia (1300-1499, 4000-7999)
  be('Wavre', '1300', 'wallonia', 50.7167, 4.6, ['Chaussée de Bruxelles', 'Rue du Commerce', 'Avenue des Déportés']),
  be('Waterloo', '1410', 'wallonia', 50.715, 4.399, ['Drève de Richelle', 'Avenue des Chasseurs', 'Chaussée de Tervuren']),
  be('Liège', '4000', 'wallonia', 50.6326, 5.5797, ['Rue Hors-Château', 'Quai de Rome', 'Boulevard de la Sauvenière', 'Rue Saint-Gilles']),
  be('Namur', '5000', 'wallonia', 50.4674, 4.872, ['Rue de Fer', "Rue de l'Ange", 'Avenue de la Plante']),
  be('Charleroi', '6000', 'wallonia', 50.4108, 4.4446, ['Boulevard Tirou', 'Rue de Montigny', 'Avenue Paul Pastur']),
  be('Durbuy', '6940', 'wallonia', 50.3526, 5.4564, ['Rue Haute', 'Route de Marche', "Rue Comte d'Ursel"]),
  be('Mons', '7000', 'wallonia', 50.4542, 3.9523, ['Rue de Nimy', 'Grand-Rue', "Rue d'Havré"]),
  // Flanders (1500-3999, 8000-9999)
  be('Gent', '9000', 'flanders', 51.0543, 3.7174, ['Patijntjestraat', 'Coupure Links', 'Sint-Pietersnieuwstraat', 'Veldstraat', 'Visserij', 'Lange Violettestraat']),
  be('Sint-Martens-Latem', '9830', 'flanders', 51.0167, 3.6333, ['Philippe de Denterghemlaan', 'Latemstraat', 'Kortrijksesteenweg', 'Dorp']),
  be('Deinze', '9800', 'flanders', 50.9833, 3.5333, ['Kapellestraat', 'Markt', 'Gentpoortstraat', 'Kortrijkstraat']),
  be('Kortrijk', '8500', 'flanders', 50.8281, 3.265, ['Doorniksewijk', 'President Kennedypark', 'Lange Steenstraat', 'Groeningelaan']),
  be('Brugge', '8000', 'flanders', 51.2093, 3.2247, ['Ezelstraat', 'Langestraat', 'Sint-Jakobsstraat', 'Gistelse Steenweg']),
  be('Knokke-Heist', '8300', 'flanders', 51.35, 3.2667, ['Zeedijk-Knokke', 'Elizabetlaan', 'Lippenslaan', 'Kustlaan']),
  be('Oostende', '8400', 'flanders', 51.2154, 2.9286, ['Albert I-Promenade', 'Vindictivelaan', 'Torhoutsesteenweg']),
  be('Antwerpen', '2000', 'flanders', 51.2194, 4.4025, ['Kloosterstraat', 'Cogels-Osylei', 'Leopoldstraat', 'Amerikalei']),
  be('Leuven', '3000', 'flanders', 50.8798, 4.7005, ['Naamsestraat', 'Tervuursevest', 'Tiensestraat', 'Brusselsestraat']),
  be('Mechelen', '2800', 'flanders', 51.0259, 4.4776, ['Bruul', 'Hoogstraat', 'Adegemstraat']),
  be('Hasselt', '3500', 'flanders', 50.9307, 5.3325, ['Kuringersteenweg', 'Demerstraat', 'Genkersteenweg']),
  be('Waregem', '8790', 'flanders', 50.8889, 3.4269, ['Holstraat', 'Stationsstraat', 'Gentseweg']),
  // Abroad (/Buitenland/)
  abroad('Nice', '06000', 'france', 43.7102, 7.262, ['Boulevard de Cimiez', 'Promenade des Anglais', 'Rue de France']),
  abroad('Saint-Rémy-de-Provence', '13210', 'france', 43.789, 4.8317, ['Chemin de la Combette', 'Avenue Fauconnet', 'Route de Maillane']),
  abroad('Le Touquet-Paris-Plage', '62520', 'france', 50.5211, 1.585, ['Avenue du Verger', 'Boulevard de la Mer', 'Rue de Metz']),
  abroad('Málaga', '29001', 'spain', 36.7213, -4.4214, ['Calle Victoria', 'Calle Larios', 'Paseo de Reding']),
  abroad('Jávea', '03730', 'spain', 38.7893, 0.166, ['Camí de la Sabatera', 'Avenida del Pla', 'Carrer de la Fontana']),
  abroad('Marbella', '29600', 'spain', 36.5101, -4.8825, ['Urbanización Sierra Blanca', 'Avenida Ricardo Soriano', 'Calle Camilo José Cela']),
  // One Luxembourg city so the country-50 energy labels are exercised. Its zip also lies in a
  // Belgian range on purpose: region code must look at the country before the zip.
  abroad('Luxembourg', '2449', 'luxembourg', 49.6116, 6.1319, ['Boulevard Royal', 'Avenue de la Liberté', 'Rue de Hollerich']),
];

export function toCatalogueCity(seed: CitySeed): CatalogueCity {
  const country = COUNTRIES[seed.country];
  return { Name: seed.name, Zip: seed.zip, CountryID: country.id, CountryName: country.name };
}

/** The 31 cities of the sample catalogue (SPEC §9). */
export const cities: CatalogueCity[] = citySeeds.map(toCatalogueCity);

const seedByZip = new Map(citySeeds.map((seed) => [seed.zip, seed]));

/** Zips are unique in the sample, so a zip names one city. Throws on a typo in the seed tables. */
export function citySeedByZip(zip: string): CitySeed {
  const seed = seedByZip.get(zip);
  if (!seed) throw new Error(`Unknown sample city zip ${zip}`);
  return seed;
}
