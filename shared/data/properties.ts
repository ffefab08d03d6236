import type { CatalogueProperty } from '../src/entities/index.js';
import { buildProperty, RENT, SALE, type PropertySeed } from './property-builder.js';
import { PROJECT } from './projects.js';

/**
 * The 49 sample properties (SPEC §9), in the order they were put online. Texts are given as
 * [en, nl, fr, de]. EPC values are chosen to hit the region scales of SPEC §9, boundaries
 * included: Flanders -12, 0, 100, 510; Brussels 23, 62, 345, 346; Wallonia -8, 170, 255,
 * 340, 425, 510; Luxembourg 78; and null where there is no residential certificate.
 */
// Kept as a table: a few lines per property rather than one per field.
// prettier-ignore
export const propertySeeds: readonly PropertySeed[] = [
  {
    id: 4011842, created: '2026-01-06', zip: '2000', kind: 'townhouse', goal: SALE, closed: true,
    street: 'Cogels-Osylei', nr: '35', price: 1_150_000, epc: 380, label: 'd', heating: 'gas',
    living: 380, plot: 310, garden: 120, bed: 6, bath: 3, floors: 4, facades: 2, year: 1904, reno: 2012, orientation: 'south', pictures: 6,
    title: [
      'Belle Époque mansion in Zurenborg',
      'Belle-époquewoning in Zurenborg',
      'Maison Belle Époque à Zurenborg',
      'Belle-Époque-Stadthaus in Zurenborg',
    ],
    hook: [
      'One of the finest houses on the Cogels-Osylei, with its original stained-glass windows, carved woodwork and a monumental staircase.',
      'Een van de mooiste woningen van de Cogels-Osylei, met originele glas-in-loodramen, houtsnijwerk en een monumentale trappenhal.',
      "L'une des plus belles maisons de la Cogels-Osylei, avec ses vitraux d'origine, ses boiseries sculptées et son escalier monumental.",
      'Eines der schönsten Häuser an der Cogels-Osylei, mit originalen Bleiglasfenstern, geschnitzter Holzvertäfelung und einem monumentalen Treppenhaus.',
    ],
  },
  {
    id: 4011867, created: '2026-01-12', zip: '9000', kind: 'belEtage', goal: SALE, closed: true,
    street: 'Kortrijksesteenweg', nr: '405', price: 425_000, epc: 100, heating: 'gas',
    living: 175, plot: 210, garden: 80, bed: 3, bath: 1, garages: 1, facades: 2, year: 1968, reno: 2015, orientation: 'west', pictures: 5,
    title: [
      'Spacious bel-étage with garage near Sint-Pieters station',
      'Ruime bel-étage met garage nabij station Gent-Sint-Pieters',
      'Spacieuse bel-étage avec garage près de la gare de Gand-Saint-Pierre',
      'Geräumiges Bel-Étage-Haus mit Garage nahe dem Bahnhof Gent-Sint-Pieters',
    ],
    hook: [
      'A well-kept bel-étage with a bright living floor, an integrated garage and a quiet garden, within walking distance of the station.',
      'Een goed onderhouden bel-étage met een lichtrijke leefverdieping, inpandige garage en rustige tuin, op wandelafstand van het station.',
      'Une bel-étage bien entretenue avec un étage de vie lumineux, un garage intégré et un jardin au calme, à distance de marche de la gare.',
      'Ein gepflegtes Bel-Étage-Haus mit hellem Wohngeschoss, integrierter Garage und ruhigem Garten, zu Fuß vom Bahnhof erreichbar.',
    ],
  },
  {
    id: 4011903, created: '2026-01-19', zip: '8000', kind: 'apartment', goal: RENT, closed: true,
    street: 'Langestraat', nr: '120', box: '2', price: 975, epc: 155, label: 'b', heating: 'gas', charges: 90,
    living: 85, terrace: 6, bed: 2, bath: 1, year: 1996, reno: 2019, orientation: 'east', pictures: 4,
    title: [
      'Bright two-bedroom apartment in the heart of Bruges',
      'Lichtrijk appartement met twee slaapkamers in hartje Brugge',
      'Appartement lumineux de deux chambres au cœur de Bruges',
      'Helle Wohnung mit zwei Schlafzimmern im Herzen von Brügge',
    ],
    hook: [
      "On the second floor of a small residence on the Langestraat, a few minutes' walk from the Burg and the canals.",
      'Op de tweede verdieping van een kleine residentie in de Langestraat, op enkele minuten wandelen van de Burg en de reien.',
      "Au deuxième étage d'une petite résidence de la Langestraat, à quelques minutes à pied du Burg et des canaux.",
      'Im zweiten Stock einer kleinen Residenz in der Langestraat, nur wenige Gehminuten vom Burgplatz und den Kanälen entfernt.',
    ],
  },
  {
    id: 4011958, created: '2026-01-27', zip: '9000', kind: 'townhouse', goal: SALE,
    street: 'Patijntjestraat', nr: '41', price: 695_000, epc: 245, label: 'c', heating: 'gas',
    living: 245, plot: 260, garden: 90, bed: 4, bath: 2, floors: 3, facades: 2, year: 1912, reno: 2018, orientation: 'south_west', pictures: 6,
    video: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', tour: 'https://my.matterport.com/show/?m=JGPnGQ6hosj',
    title: [
      'Renovated mansion with city garden near the Citadelpark',
      'Gerenoveerde herenwoning met stadstuin nabij het Citadelpark',
      'Maison de maître rénovée avec jardin de ville près du Citadelpark',
      'Renoviertes Stadthaus mit Stadtgarten am Citadelpark',
    ],
    hook: [
      'This stately 1912 mansion combines original mouldings, marble fireplaces and high ceilings with a contemporary kitchen and bathrooms.',
      'Deze statige herenwoning uit 1912 combineert originele lijstwerken, marmeren schouwen en hoge plafonds met een eigentijdse keuken en badkamers.',
      "Cette élégante maison de maître de 1912 allie moulures d'origine, cheminées en marbre et hauts plafonds à une cuisine et des salles de bains contemporaines.",
      'Dieses stattliche Stadthaus aus dem Jahr 1912 verbindet originale Stuckleisten, Marmorkamine und hohe Decken mit einer modernen Küche und zeitgemäßen Bädern.',
    ],
  },
  {
    id: 4012004, created: '2026-02-02', zip: '6940', kind: 'farm', goal: SALE, closed: true,
    street: 'Route de Marche', nr: '17', price: 395_000, epc: 560, heating: 'fuel_oil',
    living: 210, plot: 2_400, garden: 1_800, bed: 4, bath: 2, garages: 1, facades: 4, year: 1850, reno: 2006, orientation: 'south', pictures: 5,
    title: [
      'Stone fermette with a view over the Ourthe valley',
      'Stenen fermette met uitzicht op de Ourthevallei',
      "Fermette en pierre avec vue sur la vallée de l'Ourthe",
      'Bauernhaus aus Naturstein mit Blick auf das Ourthetal',
    ],
    hook: [
      'A charming fermette in local limestone with exposed beams, a wood-burning stove and a large meadow bordered by fruit trees.',
      'Een charmante fermette in streekeigen kalksteen met zichtbare balken, een houtkachel en een grote weide omzoomd door fruitbomen.',
      "Une charmante fermette en pierre du pays avec poutres apparentes, poêle à bois et une grande prairie bordée d'arbres fruitiers.",
      'Ein reizvolles Bauernhaus aus regionalem Kalkstein mit sichtbaren Balken, Holzofen und einer großen, von Obstbäumen gesäumten Wiese.',
    ],
  },
  {
    id: 4012031, created: '2026-02-09', zip: '8500', kind: 'apartmentBlock', goal: SALE,
    street: 'Doorniksewijk', nr: '77', price: 585_000, epc: 275, heating: 'gas',
    total: 380, plot: 240, garages: 2, floors: 3, facades: 2, year: 1965, reno: 2008, pictures: 4,
    title: [
      'Yield property with four rented apartments',
      'Opbrengsteigendom met vier verhuurde appartementen',
      'Immeuble de rapport avec quatre appartements loués',
      'Renditeobjekt mit vier vermieteten Wohnungen',
    ],
    hook: [
      'A solid building with four fully rented apartments and a gross rental income of €31,200 a year, close to the Kortrijk ring road.',
      'Een degelijk gebouw met vier volledig verhuurde appartementen en een bruto huurinkomen van € 31.200 per jaar, vlak bij de Kortrijkse ring.',
      'Un immeuble solide de quatre appartements entièrement loués, avec un revenu locatif brut de 31 200 € par an, tout près du ring de Courtrai.',
      'Ein solides Gebäude mit vier vollständig vermieteten Wohnungen und Bruttomieteinnahmen von 31.200 € pro Jahr, nahe dem Kortrijker Ring.',
    ],
  },
  {
    id: 4012088, created: '2026-02-16', zip: '1000', kind: 'apartment', goal: SALE,
    street: 'Dansaertstraat', nr: '142', box: '4', price: 389_000, epc: 120, label: 'c', heating: 'gas',
    living: 92, terrace: 9, bed: 2, bath: 1, year: 1930, reno: 2017, orientation: 'south', pictures: 5,
    title: [
      'Renovated apartment in the Dansaert district',
      'Gerenoveerd appartement in de Dansaertwijk',
      'Appartement rénové dans le quartier Dansaert',
      'Renovierte Wohnung im Dansaert-Viertel',
    ],
    hook: [
      'A stylish fourth-floor apartment in an Art Deco building, surrounded by designer shops, cafés and the Sainte-Catherine square.',
      'Een stijlvol appartement op de vierde verdieping van een art-decogebouw, tussen designwinkels, cafés en het Sint-Katelijneplein.',
      "Un élégant appartement au quatrième étage d'un immeuble Art déco, entouré de boutiques de créateurs, de cafés et de la place Sainte-Catherine.",
      'Eine stilvolle Wohnung im vierten Stock eines Art-déco-Gebäudes, umgeben von Designerläden, Cafés und dem Place Sainte-Catherine.',
    ],
  },
  {
    id: 4012112, created: '2026-02-23', zip: '9000', kind: 'apartment', goal: SALE, project: PROJECT.coupure,
    street: 'Coupure Links', nr: '112', box: '2.04', price: 349_000, epc: 18, label: 'a', heating: 'heat_pump',
    living: 92, terrace: 14, bed: 2, bath: 1, parkings: 1, year: 2027, orientation: 'south_west', pictures: 6,
    title: [
      'New-build apartments along the Coupure',
      'Nieuwbouwappartementen aan de Coupure',
      'Appartements neufs le long de la Coupure',
      'Neubauwohnungen an der Coupure',
    ],
    hook: [
      'Choose your apartment in Coupure Residence: two-bedroom units with a large terrace, finished to a high standard and ready in 2027.',
      'Kies uw appartement in Residentie Coupure: units met twee slaapkamers en een ruim terras, hoogwaardig afgewerkt en klaar in 2027.',
      'Choisissez votre appartement dans la Résidence Coupure : des unités de deux chambres avec grande terrasse, aux finitions haut de gamme et prêtes en 2027.',
      'Wählen Sie Ihre Wohnung in der Residenz Coupure: Einheiten mit zwei Schlafzimmern und großer Terrasse, hochwertig ausgestattet und bezugsfertig 2027.',
    ],
  },
  {
    id: 4012150, created: '2026-03-02', zip: '06000', kind: 'apartment', goal: SALE,
    street: 'Boulevard de Cimiez', nr: '60', price: 895_000, epc: null, heating: 'gas',
    living: 118, terrace: 24, bed: 3, bath: 2, parkings: 1, year: 1928, reno: 2016, orientation: 'south', pictures: 5,
    title: [
      'Belle Époque apartment with sea view in Cimiez',
      'Belle-époqueappartement met zeezicht in Cimiez',
      'Appartement Belle Époque avec vue mer à Cimiez',
      'Belle-Époque-Wohnung mit Meerblick in Cimiez',
    ],
    hook: [
      'In a former palace hotel on the Cimiez hill, this apartment combines high ceilings and parquet floors with a sunny terrace overlooking the Bay of Angels.',
      'In een voormalig paleishotel op de heuvel van Cimiez combineert dit appartement hoge plafonds en parketvloeren met een zonnig terras met zicht op de Baie des Anges.',
      'Dans un ancien palace sur la colline de Cimiez, cet appartement marie hauts plafonds et parquets à une terrasse ensoleillée donnant sur la baie des Anges.',
      'In einem ehemaligen Palasthotel auf dem Hügel von Cimiez verbindet diese Wohnung hohe Decken und Parkettböden mit einer sonnigen Terrasse über der Engelsbucht.',
    ],
  },
  {
    id: 4012163, created: '2026-03-05', zip: '1300', kind: 'semiDetached', goal: SALE, closed: true,
    street: 'Chaussée de Bruxelles', nr: '120', price: 365_000, epc: 255, heating: 'gas',
    living: 160, plot: 480, garden: 300, bed: 3, bath: 1, garages: 1, facades: 3, year: 1978, reno: 2014, orientation: 'south_east', pictures: 4,
    title: [
      'Family house with garden close to Wavre centre',
      'Gezinswoning met tuin vlak bij het centrum van Waver',
      'Maison familiale avec jardin proche du centre de Wavre',
      'Familienhaus mit Garten nahe dem Zentrum von Wavre',
    ],
    hook: [
      'A practical three-façade house on a quiet stretch of the chaussée, with a garage and an easy connection to the E411.',
      'Een praktische driegevelwoning op een rustig deel van de steenweg, met garage en een vlotte verbinding met de E411.',
      'Une maison trois façades pratique, sur une partie calme de la chaussée, avec garage et accès rapide à la E411.',
      'Ein praktisches Haus mit drei Fassaden an einem ruhigen Abschnitt der Chaussée, mit Garage und schneller Anbindung an die E411.',
    ],
  },
  {
    id: 4012207, created: '2026-03-11', zip: '9000', kind: 'studentRoom', goal: RENT,
    street: 'Sint-Pietersnieuwstraat', nr: '180', box: '12', price: 640, epc: 310, heating: 'electric', charges: 80, available: '2026-09-01',
    living: 24, bath: 1, year: 1975, reno: 2021, pictures: 3,
    title: [
      'Furnished student studio near the Ufo campus',
      'Gemeubelde studentenstudio vlak bij campus Ufo',
      'Kot étudiant meublé tout près du campus Ufo',
      'Möbliertes Studentenzimmer nahe dem Campus Ufo',
    ],
    hook: [
      "A compact, fully furnished studio with its own shower and kitchenette, two minutes' walk from the Ghent University faculties.",
      'Een compacte, volledig gemeubelde studio met eigen douche en kitchenette, op twee minuten wandelen van de faculteiten van de UGent.',
      "Un studio compact entièrement meublé, avec douche et kitchenette privatives, à deux minutes à pied des facultés de l'université de Gand.",
      'Ein kompaktes, voll möbliertes Studio mit eigener Dusche und Kochnische, zwei Gehminuten von den Fakultäten der Universität Gent entfernt.',
    ],
  },
  {
    id: 4012245, created: '2026-03-17', zip: '8300', kind: 'penthouse', goal: SALE, hidePrice: true,
    street: 'Zeedijk-Knokke', nr: '730', box: '8', price: 2_350_000, epc: 42, label: 'a', heating: 'gas',
    living: 210, terrace: 65, bed: 3, bath: 3, garages: 2, year: 2019, orientation: 'north_west', pictures: 6,
    title: [
      'Penthouse with panoramic sea view on the Zeedijk',
      'Penthouse met panoramisch zeezicht op de Zeedijk',
      'Penthouse avec vue panoramique sur la mer, sur la digue',
      'Penthouse mit Panoramameerblick an der Strandpromenade',
    ],
    hook: [
      'An exceptional penthouse across the full width of the building, with floor-to-ceiling windows facing the sea and a wraparound terrace.',
      'Een uitzonderlijke penthouse over de volledige breedte van het gebouw, met raampartijen van vloer tot plafond richting zee en een rondom lopend terras.',
      "Un penthouse exceptionnel sur toute la largeur de l'immeuble, avec baies vitrées du sol au plafond face à la mer et terrasse panoramique.",
      'Ein außergewöhnliches Penthouse über die gesamte Gebäudebreite, mit raumhohen Fenstern zum Meer und einer umlaufenden Terrasse.',
    ],
  },
  {
    // Price on request: no price at all, so nothing is published.
    id: 4012290, created: '2026-03-24', zip: '9830', kind: 'villa', goal: SALE, hidePrice: true,
    street: 'Philippe de Denterghemlaan', nr: '30', price: null, epc: 180, label: 'b', heating: 'heat_pump',
    living: 420, plot: 4_800, garden: 4_200, bed: 5, bath: 4, garages: 2, facades: 4, year: 1968, reno: 2020, orientation: 'south', pictures: 6,
    title: [
      'Modernist villa in a green setting on the Leie',
      'Modernistische villa in het groen aan de Leie',
      'Villa moderniste dans un écrin de verdure au bord de la Lys',
      'Modernistische Villa im Grünen an der Leie',
    ],
    hook: [
      'Designed by a renowned architect in 1968 and sensitively renovated, this villa opens onto a landscaped park with mature trees and a swimming pond.',
      'Deze villa werd in 1968 ontworpen door een gerenommeerde architect, werd met respect gerenoveerd en opent zich naar een aangelegd park met oude bomen en een zwemvijver.',
      "Conçue en 1968 par un architecte renommé et rénovée avec respect, cette villa s'ouvre sur un parc paysager aux arbres centenaires avec étang de baignade.",
      'Diese 1968 von einem renommierten Architekten entworfene und behutsam renovierte Villa öffnet sich zu einem angelegten Park mit altem Baumbestand und Schwimmteich.',
    ],
  },
  {
    id: 4012318, created: '2026-03-30', zip: '1050', kind: 'apartment', goal: RENT,
    street: 'Rue du Bailli', nr: '73', box: '2', price: 1_450, epc: 62, label: 'b_plus', heating: 'gas', charges: 150, available: '2026-05-01',
    living: 105, terrace: 8, bed: 2, bath: 1, year: 1912, reno: 2022, orientation: 'west', pictures: 5,
    title: [
      'Character apartment near Place du Châtelain',
      'Karaktervol appartement nabij het Kasteleinsplein',
      'Appartement de caractère près de la place du Châtelain',
      'Charaktervolle Wohnung nahe der Place du Châtelain',
    ],
    hook: [
      'On the second floor of a maison de maître, with parquet floors, mouldings and a modern open kitchen.',
      'Op de tweede verdieping van een herenhuis, met parketvloeren, lijstwerk en een moderne open keuken.',
      "Au deuxième étage d'une maison de maître, avec parquet, moulures et cuisine ouverte moderne.",
      'Im zweiten Stock eines herrschaftlichen Stadthauses, mit Parkett, Stuck und moderner offener Küche.',
    ],
  },
  {
    id: 4012345, created: '2026-04-03', zip: '2800', kind: 'apartment', goal: RENT, closed: true,
    street: 'Bruul', nr: '54', box: '3', price: 1_050, epc: 68, heating: 'gas', charges: 110,
    living: 90, terrace: 10, bed: 2, bath: 1, year: 2008, orientation: 'south', pictures: 4,
    title: [
      'Apartment with terrace on the Bruul',
      'Appartement met terras aan de Bruul',
      'Appartement avec terrasse sur le Bruul',
      'Wohnung mit Terrasse am Bruul',
    ],
    hook: [
      'A comfortable apartment above the shops of the Bruul, five minutes from the Grote Markt and the station.',
      'Een comfortabel appartement boven de winkels van de Bruul, op vijf minuten van de Grote Markt en het station.',
      'Un appartement confortable au-dessus des commerces du Bruul, à cinq minutes de la Grand-Place et de la gare.',
      'Eine komfortable Wohnung über den Geschäften des Bruul, fünf Minuten vom Grote Markt und vom Bahnhof entfernt.',
    ],
  },
  {
    id: 4012371, created: '2026-04-09', zip: '1410', kind: 'villa', goal: SALE,
    street: 'Drève de Richelle', nr: '42', price: 1_095_000, epc: -8, label: 'a_plusplus', heating: 'heat_pump',
    living: 290, plot: 1_900, garden: 1_500, bed: 4, bath: 3, garages: 2, facades: 4, year: 2022, orientation: 'south', pictures: 6,
    video: 'https://www.youtube.com/watch?v=eRsGyueVLvQ',
    title: [
      'Passive contemporary villa on a leafy lane',
      'Passieve, hedendaagse villa in een groene dreef',
      'Villa contemporaine passive dans une drève verdoyante',
      'Moderne Passivhaus-Villa an einer grünen Allee',
    ],
    hook: [
      'Completed in 2022, this villa produces more energy than it uses thanks to its heat pump, solar roof and airtight envelope.',
      'Deze villa werd in 2022 opgeleverd en produceert dankzij warmtepomp, zonnedak en luchtdichte schil meer energie dan ze verbruikt.',
      "Achevée en 2022, cette villa produit plus d'énergie qu'elle n'en consomme grâce à sa pompe à chaleur, sa toiture solaire et son enveloppe étanche à l'air.",
      'Die 2022 fertiggestellte Villa erzeugt dank Wärmepumpe, Solardach und luftdichter Gebäudehülle mehr Energie, als sie verbraucht.',
    ],
  },
  {
    id: 4012409, created: '2026-04-15', zip: '9000', kind: 'shop', goal: RENT,
    street: 'Veldstraat', nr: '58', price: 4_850, epc: null, heating: 'gas', charges: 250, available: '2026-06-01',
    total: 210, floors: 2, year: 1890, reno: 2015, pictures: 4,
    title: [
      'Retail unit on the Veldstraat',
      'Winkelruimte in de Veldstraat',
      'Surface commerciale dans la Veldstraat',
      'Ladenlokal in der Veldstraat',
    ],
    hook: [
      "A prime retail location on Ghent's busiest shopping street, with a wide shop window and storage on the first floor.",
      'Een toplocatie in de drukste winkelstraat van Gent, met een brede etalage en opslagruimte op de eerste verdieping.',
      "Un emplacement commercial de premier ordre dans la rue la plus commerçante de Gand, avec une large vitrine et un espace de stockage à l'étage.",
      'Eine 1a-Lage in der belebtesten Einkaufsstraße Gents, mit breitem Schaufenster und Lagerfläche im ersten Stock.',
    ],
  },
  {
    id: 4012436, created: '2026-04-21', zip: '29001', kind: 'apartment', goal: SALE,
    street: 'Calle Victoria', nr: '35', box: '3A', price: 325_000, epc: null, heating: 'electric',
    living: 78, terrace: 12, bed: 2, bath: 1, year: 2004, reno: 2021, orientation: 'south', pictures: 4,
    title: [
      'Apartment near the Alcazaba in Málaga',
      'Appartement nabij het Alcazaba in Málaga',
      "Appartement près de l'Alcazaba à Málaga",
      'Wohnung nahe der Alcazaba in Málaga',
    ],
    hook: [
      'A turnkey apartment in the historic centre, a short stroll from the Picasso Museum, the cathedral and the beach of La Malagueta.',
      'Een instapklaar appartement in het historische centrum, op een korte wandeling van het Picassomuseum, de kathedraal en het strand van La Malagueta.',
      'Un appartement clé en main dans le centre historique, à quelques pas du musée Picasso, de la cathédrale et de la plage de La Malagueta.',
      'Eine bezugsfertige Wohnung in der Altstadt, nur einen kurzen Spaziergang vom Picasso-Museum, der Kathedrale und dem Strand La Malagueta entfernt.',
    ],
  },
  {
    id: 4012480, created: '2026-04-28', zip: '9800', kind: 'farm', goal: SALE,
    street: 'Kapellestraat', nr: '18', price: 749_000, epc: 410, label: 'e', heating: 'fuel_oil',
    living: 310, plot: 9_200, garden: 2_500, bed: 4, bath: 2, garages: 2, facades: 4, year: 1880, reno: 2010, orientation: 'south_west', pictures: 6,
    title: [
      'Renovated farmhouse with stables and meadow',
      'Gerenoveerde hoeve met paardenstallen en weide',
      'Ferme rénovée avec écuries et prairie',
      'Renovierter Bauernhof mit Pferdeställen und Weide',
    ],
    hook: [
      'A square farmstead in the Leie region with a spacious living house, three stables, a barn and almost a hectare of meadow.',
      'Een vierkantshoeve in de Leiestreek met een ruim woonhuis, drie paardenstallen, een schuur en bijna een hectare weide.',
      "Une ferme en carré dans la région de la Lys, avec une vaste maison d'habitation, trois boxes à chevaux, une grange et près d'un hectare de prairie.",
      'Ein Vierkanthof im Leiegebiet mit geräumigem Wohnhaus, drei Pferdeboxen, einer Scheune und fast einem Hektar Weideland.',
    ],
  },
  {
    id: 4012512, created: '2026-05-04', zip: '4000', kind: 'apartmentBlock', goal: SALE,
    street: 'Quai de Rome', nr: '22', price: 520_000, epc: 425, heating: 'gas',
    total: 420, floors: 4, facades: 2, year: 1910, reno: 1998, pictures: 4,
    title: [
      'Apartment building on the Meuse embankment',
      'Opbrengsteigendom aan de Maaskaai',
      'Immeuble de rapport sur les quais de la Meuse',
      'Mehrfamilienhaus am Maasufer',
    ],
    hook: [
      'A mansion divided into five apartments facing the Meuse, with an annual rental income of €34,800 and room for improvement.',
      'Een herenhuis opgedeeld in vijf appartementen met zicht op de Maas, met een jaarlijks huurinkomen van € 34.800 en ruimte voor verbetering.',
      "Une maison de maître divisée en cinq appartements face à la Meuse, générant un revenu locatif annuel de 34 800 € et offrant un potentiel d'amélioration.",
      'Ein in fünf Wohnungen aufgeteiltes Stadthaus mit Blick auf die Maas, mit jährlichen Mieteinnahmen von 34.800 € und Optimierungspotenzial.',
    ],
  },
  {
    id: 4012547, created: '2026-05-08', zip: '3000', kind: 'studentRoom', goal: RENT,
    street: 'Naamsestraat', nr: '102', box: '7', price: 560, epc: 510, heating: 'gas', charges: 90, available: '2026-08-15',
    living: 18, bath: 1, year: 1955, pictures: 3,
    title: [
      'Student room with private shower in the Naamsestraat',
      'Studentenkamer met eigen douche in de Naamsestraat',
      'Kot avec douche privative dans la Naamsestraat',
      'Studentenzimmer mit eigener Dusche in der Naamsestraat',
    ],
    hook: [
      'A quiet room at the back of a student house, next to the university library and the Ladeuzeplein.',
      'Een rustige kamer aan de achterzijde van een studentenhuis, naast de universiteitsbibliotheek en het Ladeuzeplein.',
      "Une chambre calme à l'arrière d'une maison d'étudiants, à côté de la bibliothèque universitaire et de la place Ladeuze.",
      'Ein ruhiges Zimmer auf der Rückseite eines Studentenhauses, neben der Universitätsbibliothek und dem Ladeuzeplein.',
    ],
  },
  {
    id: 4012583, created: '2026-05-13', zip: '8400', kind: 'apartment', goal: SALE, project: PROJECT.horizon,
    street: 'Albert I-Promenade', nr: '45', box: '6.02', price: 289_000, epc: 25, heating: 'heat_pump',
    living: 68, terrace: 10, bed: 1, bath: 1, parkings: 1, year: 2027, orientation: 'north_west', pictures: 5,
    title: [
      'Sea-view apartments in Horizon Residence',
      'Appartementen met zeezicht in Residentie Horizon',
      'Appartements vue mer dans la Résidence Horizon',
      'Wohnungen mit Meerblick in der Residenz Horizon',
    ],
    hook: [
      'One-bedroom apartments on the Ostend seafront, each with a front terrace and access to the shared roof garden.',
      'Appartementen met één slaapkamer op de zeedijk van Oostende, elk met een frontaal terras en toegang tot de gemeenschappelijke daktuin.',
      "Des appartements d'une chambre sur la digue d'Ostende, chacun avec terrasse en façade et accès au jardin commun sur le toit.",
      'Wohnungen mit einem Schlafzimmer an der Strandpromenade von Ostende, jede mit Terrasse zur Seeseite und Zugang zum gemeinsamen Dachgarten.',
    ],
  },
  {
    id: 4012610, created: '2026-05-19', zip: '1030', kind: 'townhouse', goal: SALE,
    street: 'Avenue Louis Bertrand', nr: '58', price: 895_000, epc: 345, heating: 'gas',
    living: 330, plot: 220, garden: 110, bed: 5, bath: 2, floors: 4, facades: 2, year: 1906, reno: 2004, orientation: 'south_east', pictures: 6,
    title: [
      'Art Nouveau mansion facing Josaphat Park',
      'Art-nouveauherenhuis tegenover het Josaphatpark',
      'Maison de maître Art nouveau face au parc Josaphat',
      'Jugendstil-Stadthaus gegenüber dem Josaphatpark',
    ],
    hook: [
      'A majestic house with a sgraffito façade on the avenue leading to Josaphat Park, with its original fireplaces and mosaic floors intact.',
      'Een majestueuze woning met sgraffitogevel aan de laan naar het Josaphatpark, met originele schouwen en mozaïekvloeren.',
      "Une maison majestueuse à façade ornée de sgraffites, sur l'avenue menant au parc Josaphat, qui a conservé ses cheminées et sols en mosaïque d'origine.",
      'Ein majestätisches Haus mit Sgraffito-Fassade an der Allee zum Josaphatpark, mit erhaltenen Originalkaminen und Mosaikböden.',
    ],
  },
  {
    id: 4012652, created: '2026-05-26', zip: '9000', kind: 'garageBox', goal: SALE, hideAddress: true,
    street: 'Lange Violettestraat', nr: '212', price: 42_000, epc: null,
    total: 16, year: 1985, pictures: 3,
    title: [
      'Closed garage box near the Ghent ring road',
      'Gesloten garagebox nabij de Gentse ring',
      'Box de garage fermé près du ring de Gand',
      'Geschlossene Garagenbox nahe dem Genter Ring',
    ],
    hook: [
      'A secure garage box in a small complex with a remote-controlled gate, ideal for a car and bicycles.',
      'Een beveiligde garagebox in een klein complex met een poort op afstandsbediening, ideaal voor een wagen en fietsen.',
      'Un box sécurisé dans un petit complexe avec portail télécommandé, idéal pour une voiture et des vélos.',
      'Eine sichere Garagenbox in einer kleinen Anlage mit ferngesteuertem Tor, ideal für ein Auto und Fahrräder.',
    ],
  },
  {
    id: 4012689, created: '2026-06-01', zip: '03730', kind: 'villa', goal: SALE,
    street: 'Camí de la Sabatera', nr: '12', price: 845_000, epc: 95, heating: 'heat_pump',
    living: 240, plot: 1_100, garden: 800, bed: 4, bath: 3, parkings: 2, facades: 4, year: 2009, orientation: 'south', pictures: 6,
    title: [
      'Mediterranean villa with pool and sea view',
      'Mediterrane villa met zwembad en zeezicht',
      'Villa méditerranéenne avec piscine et vue mer',
      'Mediterrane Villa mit Pool und Meerblick',
    ],
    hook: [
      'On the slopes of the Montgó, this villa enjoys year-round sun, a heated pool and views over the bay of Jávea.',
      'Op de flanken van de Montgó geniet deze villa het hele jaar van de zon, een verwarmd zwembad en uitzicht over de baai van Jávea.',
      "Sur les pentes du Montgó, cette villa profite du soleil toute l'année, d'une piscine chauffée et d'une vue sur la baie de Jávea.",
      'An den Hängen des Montgó genießt diese Villa ganzjährig Sonne, einen beheizten Pool und den Blick über die Bucht von Jávea.',
    ],
  },
  {
    id: 4012714, created: '2026-06-05', zip: '4000', kind: 'apartment', goal: RENT,
    street: 'Rue Hors-Château', nr: '44', box: '1', price: 790, epc: 170, heating: 'gas', charges: 95, available: '2026-07-01',
    living: 72, bed: 1, bath: 1, year: 1750, reno: 2013, pictures: 4,
    title: [
      'Charming apartment in the Hors-Château quarter',
      'Charmant appartement in de wijk Hors-Château',
      'Charmant appartement dans le quartier Hors-Château',
      'Charmante Wohnung im Viertel Hors-Château',
    ],
    hook: [
      'In an eighteenth-century building on one of the most beautiful streets of Liège, at the foot of the Montagne de Bueren.',
      'In een achttiende-eeuws pand in een van de mooiste straten van Luik, aan de voet van de Montagne de Bueren.',
      "Dans un immeuble du XVIIIe siècle, sur l'une des plus belles rues de Liège, au pied de la Montagne de Bueren.",
      'In einem Gebäude aus dem 18. Jahrhundert in einer der schönsten Straßen Lüttichs, am Fuß der Montagne de Bueren.',
    ],
  },
  {
    id: 4012756, created: '2026-06-11', zip: '8790', kind: 'detached', goal: SALE,
    street: 'Holstraat', nr: '38', price: 498_000, epc: -12, label: 'a_plus', heating: 'heat_pump',
    living: 185, plot: 620, garden: 420, bed: 3, bath: 2, garages: 1, facades: 4, year: 2021, orientation: 'south', pictures: 5,
    video: 'https://vimeo.com/76979871',
    title: [
      'Energy-neutral new-build house with garden',
      'Energieneutrale nieuwbouwwoning met tuin',
      'Maison neuve à énergie neutre avec jardin',
      'Energieneutraler Neubau mit Garten',
    ],
    hook: [
      'A recent detached house with a heat pump, solar panels and a home battery, in a quiet residential street close to the Waregem racecourse.',
      'Een recente vrijstaande woning met warmtepomp, zonnepanelen en thuisbatterij, in een rustige woonstraat vlak bij de Waregemse renbaan.',
      "Une maison 4 façades récente avec pompe à chaleur, panneaux solaires et batterie domestique, dans une rue résidentielle calme près de l'hippodrome de Waregem.",
      'Ein neues freistehendes Haus mit Wärmepumpe, Solaranlage und Heimspeicher in einer ruhigen Wohnstraße nahe der Pferderennbahn von Waregem.',
    ],
  },
  {
    id: 4012790, created: '2026-06-17', zip: '8500', kind: 'office', goal: RENT,
    street: 'President Kennedypark', nr: '5', price: 2_400, epc: null, heating: 'gas', charges: 320, available: '2026-09-01',
    total: 260, parkings: 6, year: 2003, pictures: 4,
    title: [
      'Office space with parking on the Kennedypark',
      'Kantoorruimte met parking aan het Kennedypark',
      'Bureaux avec parking au Kennedypark',
      'Büroflächen mit Parkplätzen am Kennedypark',
    ],
    hook: [
      'Flexible open-plan offices with meeting rooms, right next to the E17 exit and Kortrijk Xpo.',
      'Flexibele landschapskantoren met vergaderzalen, pal naast de afrit van de E17 en Kortrijk Xpo.',
      'Des bureaux paysagers modulables avec salles de réunion, juste à côté de la sortie de la E17 et du Kortrijk Xpo.',
      'Flexible Großraumbüros mit Besprechungsräumen, direkt an der Ausfahrt der E17 und der Kortrijk Xpo.',
    ],
  },
  {
    id: 4012833, created: '2026-06-23', zip: '1180', kind: 'villa', goal: SALE, hideAddress: true,
    street: 'Avenue de Fré', nr: '190', price: 1_650_000, epc: 23, heating: 'gas',
    living: 360, plot: 1_400, garden: 1_000, bed: 5, bath: 3, garages: 2, facades: 4, year: 1933, reno: 2019, orientation: 'south_west', pictures: 6,
    title: [
      'Art Deco villa near Wolvendael park',
      'Art-decovilla nabij het Wolvendaelpark',
      'Villa Art déco près du parc de Wolvendael',
      'Art-déco-Villa nahe dem Wolvendael-Park',
    ],
    hook: [
      'An elegant 1930s villa, thoroughly renovated to near-zero energy standards while keeping its Art Deco ironwork and terrazzo.',
      'Een elegante villa uit de jaren dertig, grondig gerenoveerd tot bijna-energieneutraal, met behoud van het art-decosmeedwerk en de terrazzo.',
      'Une élégante villa des années 1930, entièrement rénovée selon les normes quasi zéro énergie tout en conservant ses ferronneries Art déco et son terrazzo.',
      'Eine elegante Villa aus den 1930er-Jahren, umfassend auf Niedrigstenergiestandard renoviert, unter Erhalt der Art-déco-Schmiedearbeiten und des Terrazzos.',
    ],
  },
  {
    // The one Luxembourg property: exercises the country-50 energy labels.
    id: 4012861, created: '2026-06-29', zip: '2449', kind: 'apartment', goal: SALE,
    street: 'Boulevard Royal', nr: '18', box: '5', price: 1_250_000, epc: 78, heating: 'gas',
    living: 115, terrace: 12, bed: 2, bath: 2, parkings: 1, year: 2016, orientation: 'south', pictures: 5,
    title: [
      'Premium apartment on the Boulevard Royal',
      'Exclusief appartement aan de Boulevard Royal',
      'Appartement haut de gamme sur le boulevard Royal',
      'Exklusive Wohnung am Boulevard Royal',
    ],
    hook: [
      'A high-end apartment in the financial heart of Luxembourg City, with a concierge service and a view over the municipal park.',
      'Een hoogwaardig appartement in het financiële hart van Luxemburg-stad, met conciërgedienst en uitzicht op het stadspark.',
      'Un appartement haut de gamme au cœur financier de Luxembourg-Ville, avec service de conciergerie et vue sur le parc municipal.',
      'Eine hochwertige Wohnung im Finanzzentrum der Stadt Luxemburg, mit Concierge-Service und Blick auf den Stadtpark.',
    ],
  },
  {
    id: 4012902, created: '2026-07-06', zip: '8000', kind: 'terraced', goal: SALE,
    street: 'Ezelstraat', nr: '94', price: 435_000, epc: 340, heating: 'gas',
    living: 150, plot: 140, garden: 60, bed: 3, bath: 1, facades: 2, year: 1900, reno: 2016, orientation: 'south', pictures: 5,
    title: [
      'Charming townhouse in the Ezelstraat',
      'Charmante rijwoning in de Ezelstraat',
      "Charmante maison de ville dans l'Ezelstraat",
      'Charmantes Reihenhaus in der Ezelstraat',
    ],
    hook: [
      'A typical Bruges house with a stepped gable, beamed ceilings and a sheltered city garden, within the old town ramparts.',
      'Een typisch Brugs huis met trapgevel, balkenplafonds en een beschutte stadstuin, binnen de oude vesten.',
      "Une maison brugeoise typique avec pignon à gradins, plafonds à poutres et jardin de ville abrité, à l'intérieur des anciens remparts.",
      'Ein typisches Brügger Haus mit Treppengiebel, Balkendecken und geschütztem Stadtgarten innerhalb der alten Stadtwälle.',
    ],
  },
  {
    id: 4012938, created: '2026-07-13', zip: '1000', kind: 'horeca', goal: RENT,
    street: 'Kartuizersstraat', nr: '30', price: 3_200, epc: null, heating: 'gas', charges: 200, available: '2026-10-01',
    total: 180, floors: 2, year: 1895, reno: 2011, pictures: 4,
    title: [
      'Restaurant premises with terrace licence',
      'Horecapand met terrasvergunning',
      'Établissement horeca avec autorisation de terrasse',
      'Gastronomieobjekt mit Terrassengenehmigung',
    ],
    hook: [
      'A fully equipped restaurant with 60 covers, a professional kitchen and an extraction system, in a lively street near the Bourse.',
      'Een volledig uitgerust restaurant met 60 couverts, een professionele keuken en afzuiginstallatie, in een levendige straat nabij de Beurs.',
      "Un restaurant entièrement équipé de 60 couverts, avec cuisine professionnelle et système d'extraction, dans une rue animée près de la Bourse.",
      'Ein voll ausgestattetes Restaurant mit 60 Plätzen, Profiküche und Abluftanlage in einer belebten Straße nahe der Börse.',
    ],
  },
  {
    id: 4012975, created: '2026-07-20', zip: '6000', kind: 'apartment', goal: SALE,
    street: 'Boulevard Tirou', nr: '150', box: '7', price: 149_000, epc: 510, heating: 'gas',
    viager: { bouquet: 45_000, annuity: 650, ages: [78, 81] },
    living: 85, bed: 2, bath: 1, year: 1962, reno: 2005, pictures: 4,
    title: [
      'Apartment sold as a life annuity on Boulevard Tirou',
      'Appartement op lijfrente aan de Boulevard Tirou',
      'Appartement en viager sur le boulevard Tirou',
      'Wohnung auf Leibrente am Boulevard Tirou',
    ],
    hook: [
      'An occupied life-annuity sale of a bright two-bedroom apartment on the seventh floor, with a lift and a view over the lower town.',
      'Een verkoop op lijfrente (bezet) van een lichtrijk appartement met twee slaapkamers op de zevende verdieping, met lift en uitzicht over de benedenstad.',
      "Vente en viager occupé d'un appartement lumineux de deux chambres au septième étage, avec ascenseur et vue sur la ville basse.",
      'Verkauf auf Leibrente (bewohnt) einer hellen Wohnung mit zwei Schlafzimmern im siebten Stock, mit Aufzug und Blick über die Unterstadt.',
    ],
  },
  {
    id: 4013011, created: '2026-07-27', zip: '9000', kind: 'apartment', goal: RENT,
    street: 'Visserij', nr: '27', box: '3.2', price: 1_150, epc: 96, heating: 'gas', charges: 120, available: '2026-09-01',
    living: 88, terrace: 8, bed: 2, bath: 1, parkings: 1, year: 2012, orientation: 'south', pictures: 5,
    video: 'https://youtu.be/YE7VzlLtp-4',
    title: [
      'Modern apartment with terrace along the Visserij',
      'Modern appartement met terras langs de Visserij',
      'Appartement moderne avec terrasse le long de la Visserij',
      'Moderne Wohnung mit Terrasse an der Visserij',
    ],
    hook: [
      'A light-filled apartment overlooking the water, within walking distance of the Zuid shopping centre and the Portus Ganda marina.',
      'Een lichtrijk appartement met zicht op het water, op wandelafstand van winkelcentrum Zuid en de jachthaven Portus Ganda.',
      "Un appartement baigné de lumière avec vue sur l'eau, à distance de marche du centre commercial Zuid et du port de plaisance Portus Ganda.",
      'Eine lichtdurchflutete Wohnung mit Blick aufs Wasser, zu Fuß vom Einkaufszentrum Zuid und dem Yachthafen Portus Ganda entfernt.',
    ],
  },
  {
    id: 4013046, created: '2026-08-03', zip: '13210', kind: 'farm', goal: SALE, hideAddress: true,
    street: 'Chemin de la Combette', nr: '8', price: 1_480_000, epc: null, heating: 'heat_pump',
    living: 280, plot: 6_500, garden: 5_000, bed: 5, bath: 4, parkings: 3, facades: 4, year: 1820, reno: 2015, orientation: 'south', pictures: 6,
    title: [
      'Provençal mas among olive trees',
      'Provençaalse mas tussen de olijfbomen',
      'Mas provençal au milieu des oliviers',
      'Provenzalisches Mas zwischen Olivenbäumen',
    ],
    hook: [
      'An authentic nineteenth-century mas with a pool, a lavender garden and views of the Alpilles, five minutes from the village centre.',
      'Een authentieke negentiende-eeuwse mas met zwembad, lavendeltuin en zicht op de Alpilles, op vijf minuten van het dorpscentrum.',
      'Un authentique mas du XIXe siècle avec piscine, jardin de lavande et vue sur les Alpilles, à cinq minutes du centre du village.',
      'Ein authentisches Mas aus dem 19. Jahrhundert mit Pool, Lavendelgarten und Blick auf die Alpilles, fünf Minuten vom Ortskern entfernt.',
    ],
  },
  {
    // No pictures: exercises the "No photo was found" state.
    id: 4013080, created: '2026-08-10', zip: '9830', kind: 'buildingPlot', goal: SALE,
    street: 'Latemstraat', nr: '65', price: 395_000, epc: null,
    plot: 1_250, front: 22, pictures: 0,
    title: [
      'Building plot for a detached house in Latem',
      'Bouwgrond voor open bebouwing in Latem',
      'Terrain à bâtir pour une maison 4 façades à Latem',
      'Baugrundstück für ein freistehendes Haus in Latem',
    ],
    hook: [
      'A well-located plot in a green residential area, ready to build on, with a free choice of architect.',
      'Een goed gelegen perceel in een groene residentiële omgeving, bouwklaar en vrij van architect.',
      "Une parcelle bien située dans un quartier résidentiel verdoyant, prête à bâtir et libre d'architecte.",
      'Ein gut gelegenes Grundstück in einer grünen Wohngegend, sofort bebaubar und mit freier Architektenwahl.',
    ],
  },
  {
    id: 4013119, created: '2026-08-18', zip: '9800', kind: 'apartment', goal: RENT,
    street: 'Markt', nr: '22', box: '1.1', price: 895, epc: 0, heating: 'heat_pump', charges: 85,
    living: 76, terrace: 9, bed: 1, bath: 1, parkings: 1, year: 2024, orientation: 'west', pictures: 4,
    title: [
      'New apartment on the Markt of Deinze',
      'Nieuw appartement aan de Markt van Deinze',
      'Appartement neuf sur la Markt de Deinze',
      'Neue Wohnung am Markt von Deinze',
    ],
    hook: [
      'A brand-new, energy-neutral apartment overlooking the Leie and the market square, with all the shops on your doorstep.',
      'Een gloednieuw, energieneutraal appartement met zicht op de Leie en de Markt, met alle winkels voor de deur.',
      'Un appartement flambant neuf à énergie neutre avec vue sur la Lys et la place du marché, tous les commerces à deux pas.',
      'Eine brandneue, energieneutrale Wohnung mit Blick auf die Leie und den Marktplatz, alle Geschäfte direkt vor der Tür.',
    ],
  },
  {
    id: 4013157, created: '2026-08-25', zip: '3000', kind: 'semiDetached', goal: SALE,
    street: 'Tervuursevest', nr: '140', price: 575_000, epc: 198, heating: 'gas',
    living: 170, plot: 380, garden: 210, bed: 3, bath: 2, garages: 1, facades: 3, year: 1958, reno: 2017, orientation: 'east', pictures: 5,
    tour: 'https://my.matterport.com/show/?m=SxQL3iGyoDo',
    title: [
      'Semi-detached house on the Leuven ring with a deep garden',
      'Halfopen woning aan de Leuvense ring met diepe tuin',
      'Maison 3 façades sur le ring de Louvain avec jardin profond',
      'Doppelhaushälfte am Leuvener Ring mit tiefem Garten',
    ],
    hook: [
      "A renovated family home a few minutes' cycle from the Oude Markt and the Gasthuisberg campus.",
      'Een gerenoveerde gezinswoning op enkele minuten fietsen van de Oude Markt en campus Gasthuisberg.',
      "Une maison familiale rénovée à quelques minutes à vélo de l'Oude Markt et du campus de Gasthuisberg.",
      'Ein renoviertes Familienhaus, nur wenige Fahrradminuten vom Oude Markt und dem Campus Gasthuisberg entfernt.',
    ],
  },
  {
    id: 4013192, created: '2026-09-01', zip: '1050', kind: 'studio', goal: RENT,
    street: 'Rue de la Brasserie', nr: '21', box: '3', price: 750, epc: 346, heating: 'gas', charges: 70, available: '2026-10-15',
    living: 36, bath: 1, year: 1955, pictures: 3,
    title: [
      'Studio near Place Flagey',
      'Studio nabij het Flageyplein',
      'Studio près de la place Flagey',
      'Studio nahe der Place Flagey',
    ],
    hook: [
      'A practical studio with a separate kitchen, close to the Ixelles ponds and the cafés of Place Flagey.',
      'Een praktische studio met aparte keuken, vlak bij de vijvers van Elsene en de cafés van het Flageyplein.',
      'Un studio pratique avec cuisine séparée, tout près des étangs d’Ixelles et des cafés de la place Flagey.',
      'Ein praktisches Studio mit separater Küche, nahe den Teichen von Ixelles und den Cafés der Place Flagey.',
    ],
  },
  {
    id: 4013228, created: '2026-09-08', zip: '5000', kind: 'mixedUse', goal: SALE,
    street: 'Rue de Fer', nr: '38', price: 450_000, epc: 230, heating: 'gas',
    total: 260, floors: 3, facades: 2, year: 1880, reno: 2009, pictures: 5,
    title: [
      'Shop with upstairs apartment on the Rue de Fer',
      'Handelspand met bovenwoning in de Rue de Fer',
      "Commerce avec logement à l'étage, rue de Fer",
      'Geschäftshaus mit Wohnung in der Rue de Fer',
    ],
    hook: [
      "A commercial ground floor on Namur's main shopping street, with a separately accessible three-bedroom apartment above.",
      'Een commercieel gelijkvloers in de belangrijkste winkelstraat van Namen, met daarboven een apart toegankelijk appartement met drie slaapkamers.',
      "Un rez-de-chaussée commercial dans la principale rue commerçante de Namur, surmonté d'un appartement de trois chambres avec accès séparé.",
      'Ein Ladenlokal in der Haupteinkaufsstraße von Namur mit einer separat zugänglichen Wohnung mit drei Schlafzimmern darüber.',
    ],
  },
  {
    id: 4013265, created: '2026-09-15', zip: '29600', kind: 'villa', goal: SALE, hidePrice: true,
    street: 'Urbanización Sierra Blanca', nr: '14', price: 3_950_000, epc: null, heating: 'heat_pump',
    living: 620, plot: 2_400, garden: 1_800, bed: 6, bath: 6, garages: 3, facades: 4, year: 2018, orientation: 'south', pictures: 6,
    title: [
      'Contemporary villa in Sierra Blanca',
      'Hedendaagse villa in Sierra Blanca',
      'Villa contemporaine à Sierra Blanca',
      'Moderne Villa in Sierra Blanca',
    ],
    hook: [
      'In a gated community above the Golden Mile, this villa offers an infinity pool, a home cinema and sweeping views of the Mediterranean.',
      'In een beveiligd domein boven de Golden Mile biedt deze villa een infinity pool, een thuisbioscoop en een weids zicht op de Middellandse Zee.',
      'Dans un domaine sécurisé au-dessus du Golden Mile, cette villa offre une piscine à débordement, une salle de cinéma et une vue imprenable sur la Méditerranée.',
      'In einer bewachten Wohnanlage oberhalb der Goldenen Meile bietet diese Villa einen Infinity-Pool, ein Heimkino und einen weiten Blick aufs Mittelmeer.',
    ],
  },
  {
    id: 4013301, created: '2026-09-22', zip: '8300', kind: 'villa', goal: RENT, hideAddress: true,
    street: 'Elizabetlaan', nr: '90', price: 6_500, epc: 135, heating: 'gas', charges: 0, available: '2026-11-01',
    living: 340, plot: 1_200, garden: 900, bed: 5, bath: 4, garages: 2, facades: 4, year: 1995, reno: 2021, orientation: 'south', pictures: 6,
    title: [
      'Villa in Het Zoute for long-term rent',
      'Villa in het Zoute voor langetermijnverhuur',
      'Villa au Zoute en location de longue durée',
      'Villa im Zoute zur Langzeitmiete',
    ],
    hook: [
      'A refined villa in the most sought-after part of Knokke, a few minutes from the beach and the Zoute golf course.',
      'Een verfijnde villa in het meest gegeerde deel van Knokke, op enkele minuten van het strand en de golf van het Zoute.',
      'Une villa raffinée dans le quartier le plus prisé de Knokke, à quelques minutes de la plage et du golf du Zoute.',
      'Eine elegante Villa im begehrtesten Teil von Knokke, wenige Minuten vom Strand und dem Golfplatz des Zoute entfernt.',
    ],
  },
  {
    // No pictures: exercises the "No photo was found" state.
    id: 4013337, created: '2026-09-29', zip: '3500', kind: 'parkingSpace', goal: RENT,
    street: 'Kuringersteenweg', nr: '12', price: 95, epc: null, charges: 10,
    total: 13, year: 2015, pictures: 0,
    title: [
      'Underground parking space near the Hasselt ring',
      'Ondergrondse staanplaats nabij de Hasseltse ring',
      "Emplacement de parking souterrain près du ring d'Hasselt",
      'Tiefgaragenstellplatz nahe dem Hasselter Ring',
    ],
    hook: [
      'A covered space in a secure underground car park, accessible with a badge, a short walk from the Grote Markt.',
      'Een overdekte plaats in een beveiligde ondergrondse parking, toegankelijk met badge, op korte wandelafstand van de Grote Markt.',
      'Une place couverte dans un parking souterrain sécurisé, accessible par badge, à quelques pas de la Grand-Place.',
      'Ein überdachter Stellplatz in einer gesicherten Tiefgarage mit Badge-Zugang, nur wenige Schritte vom Grote Markt entfernt.',
    ],
  },
  {
    id: 4013372, created: '2026-10-06', zip: '7000', kind: 'terraced', goal: RENT,
    street: 'Rue de Nimy', nr: '60', price: 980, epc: 340, heating: 'gas', charges: 0, available: '2026-12-01',
    living: 130, plot: 150, garden: 50, bed: 3, bath: 1, facades: 2, year: 1925, reno: 2012, orientation: 'north', pictures: 4,
    title: [
      'Townhouse with courtyard garden in central Mons',
      'Rijwoning met stadstuintje in het centrum van Bergen',
      'Maison de ville avec jardinet au centre de Mons',
      'Reihenhaus mit Hofgarten im Zentrum von Mons',
    ],
    hook: [
      'A warm family home on the Rue de Nimy, close to the Grand-Place, the university and the station.',
      'Een warme gezinswoning in de Rue de Nimy, dicht bij de Grote Markt, de universiteit en het station.',
      'Une chaleureuse maison familiale rue de Nimy, proche de la Grand-Place, de l’université et de la gare.',
      'Ein gemütliches Familienhaus in der Rue de Nimy, nahe dem Grand-Place, der Universität und dem Bahnhof.',
    ],
  },
  {
    id: 4013410, created: '2026-10-13', zip: '2000', kind: 'duplex', goal: SALE,
    street: 'Kloosterstraat', nr: '88', box: '3', price: 465_000, epc: 130, label: 'b', heating: 'gas',
    living: 120, terrace: 18, bed: 2, bath: 2, year: 1920, reno: 2020, orientation: 'west', pictures: 5,
    title: [
      'Loft-style duplex in the Kloosterstraat',
      'Duplex in loftstijl in de Kloosterstraat',
      'Duplex style loft dans la Kloosterstraat',
      'Maisonette im Loftstil in der Kloosterstraat',
    ],
    hook: [
      "A converted warehouse floor with exposed brick, steel windows and a roof terrace, in Antwerp's antiques street near the Scheldt quays.",
      'Een omgebouwde pakhuisverdieping met zichtbare baksteen, stalen ramen en een dakterras, in de Antwerpse antiekstraat vlak bij de Scheldekaaien.',
      "Un étage d'entrepôt reconverti avec briques apparentes, châssis en acier et toit-terrasse, dans la rue des antiquaires d'Anvers près des quais de l'Escaut.",
      'Eine umgebaute Lagerhausetage mit Sichtmauerwerk, Stahlfenstern und Dachterrasse in der Antwerpener Antiquitätenstraße nahe den Scheldekais.',
    ],
  },
  {
    id: 4013446, created: '2026-10-20', zip: '62520', kind: 'villa', goal: SALE,
    street: 'Avenue du Verger', nr: '21', price: 980_000, epc: 210, heating: 'gas',
    living: 190, plot: 900, garden: 650, bed: 4, bath: 2, garages: 1, facades: 4, year: 1930, reno: 2018, orientation: 'south_west', pictures: 5,
    title: [
      'Anglo-Norman villa in the Le Touquet forest',
      'Anglo-Normandische villa in het bos van Le Touquet',
      'Villa anglo-normande dans la forêt du Touquet',
      'Anglo-normannische Villa im Wald von Le Touquet',
    ],
    hook: [
      'A half-timbered villa among the pines, within cycling distance of the beach, the market and the Le Touquet golf courses.',
      'Een vakwerkvilla tussen de pijnbomen, op fietsafstand van het strand, de markt en de golfbanen van Le Touquet.',
      'Une villa à colombages nichée dans les pins, à distance de vélo de la plage, du marché et des golfs du Touquet.',
      'Eine Fachwerkvilla zwischen Kiefern, mit dem Fahrrad nah am Strand, am Markt und an den Golfplätzen von Le Touquet.',
    ],
  },
  {
    id: 4013483, created: '2026-10-27', zip: '8400', kind: 'studio', goal: SALE,
    street: 'Vindictivelaan', nr: '16', box: '5.02', price: 189_000, epc: 612, label: 'f', heating: 'electric',
    living: 38, terrace: 4, bath: 1, year: 1972, reno: 2019, orientation: 'north', pictures: 4,
    title: [
      'Studio with marina view',
      'Studio met zicht op de jachthaven',
      'Studio avec vue sur le port de plaisance',
      'Studio mit Blick auf den Yachthafen',
    ],
    hook: [
      'A renovated studio with a balcony over the Mercator marina, a stone’s throw from the station and the beach.',
      'Een gerenoveerde studio met balkon boven de Mercatorjachthaven, op een steenworp van het station en het strand.',
      'Un studio rénové avec balcon surplombant le port de plaisance Mercator, à deux pas de la gare et de la plage.',
      'Ein renoviertes Studio mit Balkon über dem Mercator-Yachthafen, nur einen Steinwurf vom Bahnhof und vom Strand entfernt.',
    ],
  },
  {
    id: 4013519, created: '2026-11-03', zip: '1200', kind: 'garageBox', goal: RENT,
    street: 'Avenue Georges Henri', nr: '310', price: 120, epc: null, charges: 0,
    total: 15, year: 1968, pictures: 3,
    title: [
      'Garage box near the Avenue Georges Henri shops',
      'Garagebox nabij de winkels van de Georges Henrilaan',
      "Box de garage près des commerces de l'avenue Georges Henri",
      'Garagenbox nahe den Geschäften der Avenue Georges Henri',
    ],
    hook: [
      'A dry, lockable garage box in an inner courtyard, with an electric door and room for a car plus some storage.',
      'Een droge, afsluitbare garagebox in een binnenkoer, met elektrische poort en plaats voor een wagen en wat berging.',
      'Un box de garage sec et fermé dans une cour intérieure, avec porte électrique et de la place pour une voiture et du rangement.',
      'Eine trockene, abschließbare Garagenbox in einem Innenhof, mit elektrischem Tor und Platz für ein Auto und etwas Stauraum.',
    ],
  },
  {
    id: 4013556, created: '2026-11-10', zip: '29600', kind: 'apartment', goal: RENT,
    street: 'Avenida Ricardo Soriano', nr: '48', box: '4B', price: 2_800, epc: null, heating: 'heat_pump', charges: 180, available: '2027-01-01',
    living: 110, terrace: 20, bed: 2, bath: 2, parkings: 1, year: 2007, reno: 2022, orientation: 'south', pictures: 5,
    title: [
      'Apartment with terrace in central Marbella',
      'Appartement met terras in het centrum van Marbella',
      'Appartement avec terrasse au centre de Marbella',
      'Wohnung mit Terrasse im Zentrum von Marbella',
    ],
    hook: [
      "A furnished apartment on Marbella's main avenue, with a communal pool and the old town and the beach within walking distance.",
      'Een gemeubeld appartement aan de hoofdlaan van Marbella, met gemeenschappelijk zwembad en de oude stad en het strand op wandelafstand.',
      'Un appartement meublé sur l’avenue principale de Marbella, avec piscine commune, à distance de marche de la vieille ville et de la plage.',
      'Eine möblierte Wohnung an der Hauptstraße von Marbella, mit Gemeinschaftspool, die Altstadt und der Strand zu Fuß erreichbar.',
    ],
  },
];

/** The 49 catalogue properties (SPEC §9). */
export const properties: CatalogueProperty[] = propertySeeds.map(buildProperty);

/** [sale total, rent total] as the search box and Config.data.countProperty show them. */
export function countPropertiesByGoal(list: readonly CatalogueProperty[]): [number, number] {
  const sale = list.filter((property) => property.Goal === SALE).length;
  return [sale, list.length - sale];
}
