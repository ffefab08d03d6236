import type { LocalizedText } from '../src/entities/index.js';
import { LANGUAGES, type Lang } from '../src/i18n/languages.js';
import type { Texts } from './property-types.js';

/**
 * Property descriptions: a hand-written opening sentence per property, then sentences built
 * from its facts by a phrase book per language. Each language is written as that language
 * says it (word order, plurals, number and date formats), not translated word for word.
 */

export type Orientation =
  'north' | 'north_east' | 'east' | 'south_east' | 'south' | 'south_west' | 'west' | 'north_west';

export interface DescriptionFacts {
  residential: boolean;
  isLand: boolean;
  living?: number | undefined;
  plot?: number | undefined;
  total?: number | undefined;
  front?: number | undefined;
  bed?: number | undefined;
  bath?: number | undefined;
  garages?: number | undefined;
  parkings?: number | undefined;
  garden?: number | undefined;
  terrace?: number | undefined;
  orientation?: Orientation | undefined;
  year?: number | undefined;
  reno?: number | undefined;
  /** The year the ad went online: a later construction year is a completion still to come. */
  createdYear: number;
  /** 0 sale, otherwise rent (SPEC §4). */
  goal: number;
  /** Sold or rented (Marquee 1). */
  closed: boolean;
  /** ISO date; absent means available at once. */
  available?: string | undefined;
  charges?: number | undefined;
  projectName?: LocalizedText | undefined;
  viager?: { bouquet: number; annuity: number } | undefined;
  /** Picks one of the equivalent closing sentences, so not every ad ends the same way. */
  variant: number;
}

interface PhraseBook {
  number(n: number): string;
  money(n: number): string;
  date(iso: string): string;
  bedrooms(n: number): string;
  bathrooms(n: number): string;
  garages(n: number): string;
  parkings(n: number): string;
  and: string;
  living(area: string, items: string | null, plot: string | null): string;
  total(area: string, plot: string | null): string;
  land(plot: string, front: string | null): string;
  garden(area: string, orientation: Orientation | undefined): string;
  terrace(area: string, orientation: Orientation | undefined): string;
  built(year: number, reno: number | undefined): string;
  planned(year: number): string;
  sold: string;
  rented: string;
  project(name: string): string;
  rent(available: string | undefined, charges: string | null): string;
  sale: readonly string[];
  viager(bouquet: string, annuity: string): string;
}

function groupThousands(n: number, separator: string): string {
  return Math.round(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

function isoParts(iso: string): [year: number, month: number, day: number] {
  const [year = 0, month = 1, day = 1] = iso.slice(0, 10).split('-').map(Number);
  return [year, month, day];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const MONTHS: Record<Lang, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  nl: [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
};
const month = (lang: Lang, m: number) => MONTHS[lang][m - 1] ?? '';

const ORIENTATIONS: Record<Lang, Record<Orientation, string>> = {
  en: {
    north: 'north',
    north_east: 'north-east',
    east: 'east',
    south_east: 'south-east',
    south: 'south',
    south_west: 'south-west',
    west: 'west',
    north_west: 'north-west',
  },
  nl: {
    north: 'noorden',
    north_east: 'noordoosten',
    east: 'oosten',
    south_east: 'zuidoosten',
    south: 'zuiden',
    south_west: 'zuidwesten',
    west: 'westen',
    north_west: 'noordwesten',
  },
  fr: {
    north: 'nord',
    north_east: 'nord-est',
    east: 'est',
    south_east: 'sud-est',
    south: 'sud',
    south_west: 'sud-ouest',
    west: 'ouest',
    north_west: 'nord-ouest',
  },
  de: {
    north: 'Norden',
    north_east: 'Nordosten',
    east: 'Osten',
    south_east: 'Südosten',
    south: 'Süden',
    south_west: 'Südwesten',
    west: 'Westen',
    north_west: 'Nordwesten',
  },
};

const NBSP = '\u00a0';

const PHRASES: Record<Lang, PhraseBook> = {
  en: {
    number: (n) => groupThousands(n, ','),
    money: (n) => `€${groupThousands(n, ',')}`,
    date: (iso) => {
      const [y, m, d] = isoParts(iso);
      return `${d} ${month('en', m)} ${y}`;
    },
    bedrooms: (n) => plural(n, 'bedroom', 'bedrooms'),
    bathrooms: (n) => plural(n, 'bathroom', 'bathrooms'),
    garages: (n) => plural(n, 'garage', 'garages'),
    parkings: (n) => plural(n, 'parking space', 'parking spaces'),
    and: 'and',
    living: (area, items, plot) =>
      `It offers ${area} of living space${items ? ` with ${items}` : ''}${plot ? `, on a plot of ${plot}` : ''}.`,
    total: (area, plot) => `The total surface is ${area}${plot ? ` on a plot of ${plot}` : ''}.`,
    land: (plot, front) => `The plot measures ${plot}${front ? ` with a street frontage of ${front}` : ''}.`,
    garden: (area, o) => (o ? `The garden of ${area} faces ${ORIENTATIONS.en[o]}.` : `There is a garden of ${area}.`),
    terrace: (area, o) =>
      o ? `The terrace of ${area} faces ${ORIENTATIONS.en[o]}.` : `There is a terrace of ${area}.`,
    built: (year, reno) => (reno ? `Built in ${year} and renovated in ${reno}.` : `Built in ${year}.`),
    planned: (year) => `Completion is planned for ${year}.`,
    sold: 'This property has been sold by Immo Lys.',
    rented: 'This property has been let by Immo Lys.',
    project: (name) => `Part of the new-build project ${name}; prices exclude 21% VAT.`,
    rent: (available, charges) =>
      `Available ${available ? `from ${available}` : 'immediately'}${charges ? `; monthly charges ${charges}` : ''}; the rental deposit is three months' rent.`,
    sale: [
      'Visits by appointment only; ask our office for the full property file.',
      'Contact us today to arrange a viewing.',
      'Interested? Book a visit with the form or call our office.',
    ],
    viager: (bouquet, annuity) =>
      `Sold as a life annuity: a lump sum of ${bouquet} plus a monthly annuity of ${annuity}.`,
  },
  nl: {
    number: (n) => groupThousands(n, '.'),
    money: (n) => `€${NBSP}${groupThousands(n, '.')}`,
    date: (iso) => {
      const [y, m, d] = isoParts(iso);
      return `${d} ${month('nl', m)} ${y}`;
    },
    bedrooms: (n) => plural(n, 'slaapkamer', 'slaapkamers'),
    bathrooms: (n) => plural(n, 'badkamer', 'badkamers'),
    garages: (n) => plural(n, 'garage', 'garages'),
    parkings: (n) => plural(n, 'staanplaats', 'staanplaatsen'),
    and: 'en',
    living: (area, items, plot) =>
      `Het pand biedt ${area} woonoppervlakte${items ? ` met ${items}` : ''}${plot ? `, op een perceel van ${plot}` : ''}.`,
    total: (area, plot) => `De totale oppervlakte bedraagt ${area}${plot ? ` op een perceel van ${plot}` : ''}.`,
    land: (plot, front) => `Het perceel meet ${plot}${front ? ` en heeft een straatbreedte van ${front}` : ''}.`,
    garden: (area, o) =>
      o ? `De tuin van ${area} ligt op het ${ORIENTATIONS.nl[o]}.` : `Er hoort een tuin van ${area} bij.`,
    terrace: (area, o) =>
      o ? `Het terras van ${area} ligt op het ${ORIENTATIONS.nl[o]}.` : `Er is een terras van ${area}.`,
    built: (year, reno) => (reno ? `Gebouwd in ${year} en gerenoveerd in ${reno}.` : `Bouwjaar ${year}.`),
    planned: (year) => `De oplevering is gepland in ${year}.`,
    sold: 'Dit pand werd verkocht door Immo Lys.',
    rented: 'Dit pand werd verhuurd door Immo Lys.',
    project: (name) => `Onderdeel van het nieuwbouwproject ${name}; prijzen exclusief 21% btw.`,
    rent: (available, charges) =>
      `${available ? `Beschikbaar vanaf ${available}` : 'Onmiddellijk beschikbaar'}${charges ? `; maandelijkse kosten ${charges}` : ''}; de huurwaarborg bedraagt drie maanden huur.`,
    sale: [
      'Bezoek enkel op afspraak; vraag het volledige dossier aan op ons kantoor.',
      'Neem vandaag nog contact op voor een bezoek.',
      'Interesse? Plan een bezoek via het formulier of bel ons kantoor.',
    ],
    viager: (bouquet, annuity) =>
      `Verkoop op lijfrente: een boeket van ${bouquet} en een maandelijkse rente van ${annuity}.`,
  },
  fr: {
    number: (n) => groupThousands(n, NBSP),
    money: (n) => `${groupThousands(n, NBSP)}${NBSP}€`,
    date: (iso) => {
      const [y, m, d] = isoParts(iso);
      return `${d === 1 ? '1er' : d} ${month('fr', m)} ${y}`;
    },
    bedrooms: (n) => plural(n, 'chambre', 'chambres'),
    bathrooms: (n) => plural(n, 'salle de bains', 'salles de bains'),
    garages: (n) => plural(n, 'garage', 'garages'),
    parkings: (n) => plural(n, 'emplacement de parking', 'emplacements de parking'),
    and: 'et',
    living: (area, items, plot) =>
      `Le bien offre ${area} habitables${items ? ` avec ${items}` : ''}${plot ? `, sur un terrain de ${plot}` : ''}.`,
    total: (area, plot) => `La surface totale est de ${area}${plot ? ` sur un terrain de ${plot}` : ''}.`,
    land: (plot, front) => `Le terrain mesure ${plot}${front ? ` pour une largeur de façade de ${front}` : ''}.`,
    garden: (area, o) =>
      o ? `Le jardin de ${area} est orienté ${ORIENTATIONS.fr[o]}.` : `Le bien dispose d'un jardin de ${area}.`,
    terrace: (area, o) =>
      o ? `La terrasse de ${area} est orientée ${ORIENTATIONS.fr[o]}.` : `Le bien dispose d'une terrasse de ${area}.`,
    built: (year, reno) => (reno ? `Construit en ${year} et rénové en ${reno}.` : `Construit en ${year}.`),
    planned: (year) => `La livraison est prévue en ${year}.`,
    sold: 'Ce bien a été vendu par Immo Lys.',
    rented: 'Ce bien a été loué par Immo Lys.',
    project: (name) => `Fait partie du projet neuf ${name} ; prix hors TVA de 21${NBSP}%.`,
    rent: (available, charges) =>
      `${available ? `Disponible à partir du ${available}` : 'Libre immédiatement'}${charges ? ` ; charges mensuelles de ${charges}` : ''} ; la garantie locative s'élève à trois mois de loyer.`,
    sale: [
      'Visites uniquement sur rendez-vous ; demandez le dossier complet à notre agence.',
      "Contactez-nous dès aujourd'hui pour organiser une visite.",
      'Intéressé ? Réservez une visite via le formulaire ou appelez notre agence.',
    ],
    viager: (bouquet, annuity) => `Vente en viager : bouquet de ${bouquet} et rente mensuelle de ${annuity}.`,
  },
  de: {
    number: (n) => groupThousands(n, '.'),
    money: (n) => `${groupThousands(n, '.')}${NBSP}€`,
    date: (iso) => {
      const [y, m, d] = isoParts(iso);
      return `${d}. ${month('de', m)} ${y}`;
    },
    // Always follows "mit", hence the dative plurals.
    bedrooms: (n) => `${n} ${n === 1 ? 'Schlafzimmer' : 'Schlafzimmern'}`,
    bathrooms: (n) => `${n} ${n === 1 ? 'Badezimmer' : 'Badezimmern'}`,
    garages: (n) => `${n} ${n === 1 ? 'Garage' : 'Garagen'}`,
    parkings: (n) => `${n} ${n === 1 ? 'Stellplatz' : 'Stellplätzen'}`,
    and: 'und',
    living: (area, items, plot) =>
      `Die Immobilie bietet ${area} Wohnfläche${items ? ` mit ${items}` : ''}${plot ? ` auf einem Grundstück von ${plot}` : ''}.`,
    total: (area, plot) => `Die Gesamtfläche beträgt ${area}${plot ? ` auf einem Grundstück von ${plot}` : ''}.`,
    land: (plot, front) => `Das Grundstück misst ${plot}${front ? ` bei einer Straßenfront von ${front}` : ''}.`,
    garden: (area, o) =>
      o ? `Der Garten von ${area} ist nach ${ORIENTATIONS.de[o]} ausgerichtet.` : `Dazu gehört ein Garten von ${area}.`,
    terrace: (area, o) =>
      o
        ? `Die Terrasse von ${area} ist nach ${ORIENTATIONS.de[o]} ausgerichtet.`
        : `Dazu gehört eine Terrasse von ${area}.`,
    built: (year, reno) => (reno ? `Baujahr ${year}, renoviert ${reno}.` : `Baujahr ${year}.`),
    planned: (year) => `Die Fertigstellung ist für ${year} geplant.`,
    sold: 'Diese Immobilie wurde von Immo Lys verkauft.',
    rented: 'Diese Immobilie wurde von Immo Lys vermietet.',
    project: (name) => `Teil des Neubauprojekts ${name}; Preise zuzüglich 21${NBSP}% MwSt.`,
    rent: (available, charges) =>
      `${available ? `Verfügbar ab ${available}` : 'Sofort verfügbar'}${charges ? `; monatliche Nebenkosten ${charges}` : ''}; die Mietkaution beträgt drei Monatsmieten.`,
    sale: [
      'Besichtigung nur nach Vereinbarung; das vollständige Exposé erhalten Sie in unserem Büro.',
      'Kontaktieren Sie uns noch heute für eine Besichtigung.',
      'Interessiert? Vereinbaren Sie über das Formular einen Termin oder rufen Sie unser Büro an.',
    ],
    viager: (bouquet, annuity) =>
      `Verkauf auf Leibrente: Einmalzahlung von ${bouquet} und eine monatliche Rente von ${annuity}.`,
  },
};

function joinList(items: string[], and: string): string | null {
  if (items.length === 0) return null;
  if (items.length === 1) return items[0] ?? null;
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

function describeIn(lang: Lang, hook: string, facts: DescriptionFacts): string {
  const p = PHRASES[lang];
  const area = (m2: number) => `<strong>${p.number(m2)}${NBSP}m²</strong>`;
  const sentences: string[] = [];

  if (facts.isLand && facts.plot) {
    sentences.push(p.land(area(facts.plot), facts.front ? `${p.number(facts.front)}${NBSP}m` : null));
  } else if (facts.residential && facts.living) {
    const items = [
      facts.bed ? p.bedrooms(facts.bed) : null,
      facts.bath ? p.bathrooms(facts.bath) : null,
      facts.garages ? p.garages(facts.garages) : null,
      facts.parkings ? p.parkings(facts.parkings) : null,
    ].filter((item): item is string => item !== null);
    sentences.push(p.living(area(facts.living), joinList(items, p.and), facts.plot ? area(facts.plot) : null));
  } else if (facts.total) {
    sentences.push(p.total(area(facts.total), facts.plot ? area(facts.plot) : null));
  }
  if (facts.garden) sentences.push(p.garden(area(facts.garden), facts.orientation));
  else if (facts.terrace) sentences.push(p.terrace(area(facts.terrace), facts.orientation));
  if (facts.year)
    sentences.push(facts.year > facts.createdYear ? p.planned(facts.year) : p.built(facts.year, facts.reno));

  let closing: string;
  if (facts.closed) closing = facts.goal === 0 ? p.sold : p.rented;
  else if (facts.projectName) closing = p.project(facts.projectName[lang]);
  else if (facts.viager) closing = p.viager(p.money(facts.viager.bouquet), p.money(facts.viager.annuity));
  else if (facts.goal !== 0)
    closing = p.rent(
      facts.available ? p.date(facts.available) : undefined,
      facts.charges ? p.money(facts.charges) : null,
    );
  else closing = p.sale[facts.variant % p.sale.length] ?? '';

  return `<p>${hook}</p><p>${sentences.join(' ')}</p><p>${closing}</p>`;
}

/** The HTML description of a property in every language. */
export function describeProperty(hook: Texts, facts: DescriptionFacts): LocalizedText {
  const [en, nl, fr, de] = hook;
  const hooks: Record<Lang, string> = { en, nl, fr, de };
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, describeIn(lang, hooks[lang], facts)])) as LocalizedText;
}
