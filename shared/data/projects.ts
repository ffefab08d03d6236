import type { CatalogueProject } from '../src/entities/index.js';
import { citySeedByZip, COUNTRIES } from './cities.js';
import { buildPictures } from './picture-plan.js';
import { localized, type Texts } from './property-types.js';

/** Project ids are 3 digits, so /media/{id}/ never collides with a 7-digit property id. */
export const PROJECT = {
  coupure: 501,
  dyle: 502,
  horizon: 503,
} as const;

interface ProjectSeed {
  id: number;
  zip: string;
  street: string;
  nr: string;
  publicAddress: boolean;
  lat: number;
  lng: number;
  name: Texts;
  description: Texts;
}

const projectSeeds: readonly ProjectSeed[] = [
  {
    id: PROJECT.coupure,
    zip: '9000',
    street: 'Coupure Links',
    nr: '112',
    publicAddress: true,
    lat: 51.0505,
    lng: 3.7135,
    name: ['Coupure Residence', 'Residentie Coupure', 'Résidence Coupure', 'Residenz Coupure'],
    description: [
      '<p>Eighteen energy-efficient apartments and two penthouses along the tree-lined Coupure canal, a short walk from the historic centre of Ghent.</p><p>Heat pumps, solar panels and triple glazing keep the energy bills low. Completion is planned for spring 2027.</p>',
      '<p>Achttien energiezuinige appartementen en twee penthouses langs de bomenrijke Coupure, op wandelafstand van het historische centrum van Gent.</p><p>Warmtepompen, zonnepanelen en driedubbele beglazing houden de energiefactuur laag. De oplevering is gepland in de lente van 2027.</p>',
      "<p>Dix-huit appartements basse énergie et deux penthouses le long du canal arboré de la Coupure, à quelques pas du centre historique de Gand.</p><p>Pompes à chaleur, panneaux solaires et triple vitrage limitent la facture d'énergie. La livraison est prévue au printemps 2027.</p>",
      '<p>Achtzehn energieeffiziente Wohnungen und zwei Penthouses am baumgesäumten Coupure-Kanal, nur wenige Gehminuten von der Genter Altstadt entfernt.</p><p>Wärmepumpen, Solarmodule und Dreifachverglasung halten die Energiekosten niedrig. Die Fertigstellung ist für Frühjahr 2027 geplant.</p>',
    ],
  },
  {
    id: PROJECT.dyle,
    zip: '1300',
    street: 'Avenue des Déportés',
    nr: '25',
    // The building site is not public until the permit is final.
    publicAddress: false,
    lat: 50.7152,
    lng: 4.6068,
    name: ['Dyle Terraces', 'Dijleterrassen', 'Les Terrasses de la Dyle', 'Dyle-Terrassen'],
    description: [
      '<p>A small residence of twelve apartments with generous terraces overlooking the Dyle valley, close to the station and the E411.</p><p>Sales start in autumn 2026; register now to receive the floor plans first.</p>',
      '<p>Een kleinschalige residentie met twaalf appartementen en ruime terrassen met zicht op de Dijlevallei, dicht bij het station en de E411.</p><p>De verkoop start in het najaar van 2026; schrijf u nu in om als eerste de plannen te ontvangen.</p>',
      '<p>Une résidence à taille humaine de douze appartements dotés de larges terrasses avec vue sur la vallée de la Dyle, proche de la gare et de la E411.</p><p>Début de la commercialisation à l’automne 2026 ; inscrivez-vous dès maintenant pour recevoir les plans en priorité.</p>',
      '<p>Eine kleine Residenz mit zwölf Wohnungen und großzügigen Terrassen mit Blick auf das Dyle-Tal, nahe dem Bahnhof und der E411.</p><p>Der Verkauf beginnt im Herbst 2026; melden Sie sich jetzt an, um die Grundrisse als Erste zu erhalten.</p>',
    ],
  },
  {
    id: PROJECT.horizon,
    zip: '8400',
    street: 'Albert I-Promenade',
    nr: '45',
    publicAddress: true,
    lat: 51.2317,
    lng: 2.9105,
    name: ['Horizon Residence', 'Residentie Horizon', 'Résidence Horizon', 'Residenz Horizon'],
    description: [
      '<p>A new building on the Ostend seafront with 24 apartments, each with a front-facing terrace and an unobstructed sea view.</p><p>Underground parking, bicycle storage and a shared roof garden complete the project.</p>',
      '<p>Een nieuwbouwresidentie op de zeedijk van Oostende met 24 appartementen, elk met een frontaal terras en een onbelemmerd zeezicht.</p><p>Een ondergrondse parking, fietsenberging en een gedeelde daktuin vervolledigen het project.</p>',
      '<p>Une nouvelle résidence sur la digue d’Ostende comprenant 24 appartements, chacun avec une terrasse en façade et une vue mer dégagée.</p><p>Un parking souterrain, un local vélos et un jardin sur le toit partagé complètent le projet.</p>',
      '<p>Ein Neubau an der Strandpromenade von Ostende mit 24 Wohnungen, jede mit einer Terrasse zur Seeseite und freiem Meerblick.</p><p>Tiefgarage, Fahrradraum und ein gemeinsamer Dachgarten runden das Projekt ab.</p>',
    ],
  },
];

function buildProject(seed: ProjectSeed): CatalogueProject {
  const city = citySeedByZip(seed.zip);
  const country = COUNTRIES[city.country];
  return {
    ID: seed.id,
    PublicAddress: seed.publicAddress,
    Street: seed.street,
    HouseNumber: seed.nr,
    Zip: city.zip,
    City: city.name,
    CountryID: country.id,
    CountryName: country.name,
    SmallPictureItem: buildPictures(seed.id, 'apartment', 1)[0] ?? null,
    Latitude: seed.lat,
    Longitude: seed.lng,
    Name: localized(seed.name),
    Description: localized(seed.description),
  };
}

/** The new-build projects of /Nieuwbouw/. */
export const projects: CatalogueProject[] = projectSeeds.map(buildProject);

export function projectById(id: number): CatalogueProject | undefined {
  return projects.find((project) => project.ID === id);
}
