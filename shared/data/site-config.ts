import type { FooterColumn, SiteConfig, TopBarItem } from '../src/entities/index.js';
import { LANGUAGES } from '../src/i18n/languages.js';
import { AGENCY, AGENCY_ADDRESS } from './agency.js';
import { mediaUrl } from './picture-plan.js';
import { countPropertiesByGoal, properties } from './properties.js';
import { localized, type Texts } from './property-types.js';

/** The phone number as SPEC §5 groups it (4-2-2-2), for texts that show it. */
const PHONE_DISPLAY = AGENCY.phone.replace(/^(\d{4})(\d{2})(\d{2})(\d{2})$/, '$1 $2 $3 $4');

const item = (label: Texts, link: TopBarItem['link'], icon: string, status = true): TopBarItem => ({
  status,
  label: localized(label),
  link,
  icon,
});

const topBarLeft: TopBarItem[] = [
  item(
    [`Call ${PHONE_DISPLAY}`, `Bel ${PHONE_DISPLAY}`, `Appelez le ${PHONE_DISPLAY}`, `Rufen Sie ${PHONE_DISPLAY} an`],
    `tel:${AGENCY.phoneInternational}`,
    'phone',
  ),
  item([AGENCY.email, AGENCY.email, AGENCY.email, AGENCY.email], `mailto:${AGENCY.email}`, 'mail'),
  // Switched off: shows that items with status false are not rendered.
  item(
    [
      'Mon–Fri 9:00–18:00, Sat 10:00–13:00',
      'Ma–vr 9.00–18.00 u, za 10.00–13.00 u',
      'Lun–ven 9h–18h, sam 10h–13h',
      'Mo–Fr 9–18 Uhr, Sa 10–13 Uhr',
    ],
    '/contact/',
    'clock',
    false,
  ),
];

const topBarRight: TopBarItem[] = [
  item(
    ['Free valuation', 'Gratis schatting', 'Estimation gratuite', 'Kostenlose Bewertung'],
    '/contact-demand/',
    'calculator',
  ),
  item(
    ['Keep me informed', 'Hou me op de hoogte', 'Tenez-moi informé', 'Halten Sie mich auf dem Laufenden'],
    '/demand-register/',
    'bell',
  ),
  item(['Owner login', 'Login eigenaar', 'Espace propriétaire', 'Eigentümer-Login'], '/login/', 'lock'),
  // An external link that differs per language: the renovation-premium portal of each region.
  item(
    ['Renovation premiums', 'Renovatiepremies', 'Primes à la rénovation', 'Renovierungsprämien'],
    {
      en: 'https://www.vlaanderen.be/en',
      nl: 'https://www.vlaanderen.be/',
      fr: 'https://energie.wallonie.be/',
      de: 'https://www.ostbelgienlive.be/',
    },
    'leaf',
  ),
];

const column = (
  title: Texts,
  introText: Texts,
  fullText: Texts,
  visibility: { title?: boolean; intro?: boolean; full?: boolean },
  col: FooterColumn['col'],
  image?: string,
): FooterColumn => ({
  title: localized(title),
  titlePublic: visibility.title ?? true,
  introText: localized(introText),
  introTextPublic: visibility.intro ?? true,
  fullText: localized(fullText),
  fullTextPublic: visibility.full ?? true,
  ...(image !== undefined && { image }),
  col,
});

const footerColumns: FooterColumn[] = [
  column(
    [AGENCY.name, AGENCY.name, AGENCY.name, AGENCY.name],
    [
      'Your estate agent in Ghent since 1998, for sales, lettings and new builds.',
      'Uw vastgoedmakelaar in Gent sinds 1998, voor verkoop, verhuur en nieuwbouw.',
      'Votre agent immobilier à Gand depuis 1998, pour la vente, la location et le neuf.',
      'Ihr Immobilienmakler in Gent seit 1998, für Verkauf, Vermietung und Neubau.',
    ],
    [
      `<p>${AGENCY.name} is a BIV-accredited estate agent (no. ${AGENCY.biv}), subject to the BIV code of ethics. Supervisory authority: BIV, Luxemburgstraat 16B, 1000 Brussels.</p>`,
      `<p>${AGENCY.name} is erkend vastgoedmakelaar BIV (nr. ${AGENCY.biv}), onderworpen aan de deontologische code van het BIV. Toezichthoudende autoriteit: BIV, Luxemburgstraat 16B, 1000 Brussel.</p>`,
      `<p>${AGENCY.name} est agent immobilier agréé IPI (n° ${AGENCY.biv}), soumis au code de déontologie de l’IPI. Autorité de contrôle : IPI, rue de Luxembourg 16B, 1000 Bruxelles.</p>`,
      `<p>${AGENCY.name} ist zugelassener Immobilienmakler BIV (Nr. ${AGENCY.biv}) und unterliegt dem Berufskodex des BIV. Aufsichtsbehörde: BIV, Luxemburgstraat 16B, 1000 Brüssel.</p>`,
    ],
    // Legal small print: kept in the data but not shown in the footer.
    { full: false },
    { sm: 12, md: 4, lg: 4 },
    AGENCY.logo,
  ),
  column(
    ['Contact', 'Contact', 'Contact', 'Kontakt'],
    // The address opens the column's text below; the short line names the office instead.
    [
      `${AGENCY.name}, ${AGENCY.city}`,
      `${AGENCY.name}, ${AGENCY.city}`,
      `${AGENCY.name}, ${AGENCY.city}`,
      `${AGENCY.name}, ${AGENCY.city}`,
    ],
    [
      `<p>${AGENCY_ADDRESS}<br/>Phone: <a href="tel:${AGENCY.phoneInternational}">${PHONE_DISPLAY}</a><br/>E-mail: <a href="mailto:${AGENCY.email}">${AGENCY.email}</a></p>`,
      `<p>${AGENCY_ADDRESS}<br/>Tel.: <a href="tel:${AGENCY.phoneInternational}">${PHONE_DISPLAY}</a><br/>E-mail: <a href="mailto:${AGENCY.email}">${AGENCY.email}</a></p>`,
      `<p>${AGENCY_ADDRESS}<br/>Tél. : <a href="tel:${AGENCY.phoneInternational}">${PHONE_DISPLAY}</a><br/>E-mail : <a href="mailto:${AGENCY.email}">${AGENCY.email}</a></p>`,
      `<p>${AGENCY_ADDRESS}<br/>Tel.: <a href="tel:${AGENCY.phoneInternational}">${PHONE_DISPLAY}</a><br/>E-Mail: <a href="mailto:${AGENCY.email}">${AGENCY.email}</a></p>`,
    ],
    {},
    { sm: 12, md: 4, lg: 4 },
  ),
  column(
    ['Opening hours', 'Openingsuren', "Heures d'ouverture", 'Öffnungszeiten'],
    [
      'Monday to Friday 9:00–12:30 and 13:30–18:00, Saturday 10:00–13:00.',
      'Maandag tot vrijdag 9.00–12.30 u en 13.30–18.00 u, zaterdag 10.00–13.00 u.',
      'Du lundi au vendredi de 9h à 12h30 et de 13h30 à 18h, le samedi de 10h à 13h.',
      'Montag bis Freitag 9:00–12:30 und 13:30–18:00 Uhr, Samstag 10:00–13:00 Uhr.',
    ],
    [
      '<p>Visits in the evening or on Saturday afternoon are possible by appointment.</p>',
      '<p>Bezoeken ’s avonds of op zaterdagnamiddag zijn mogelijk op afspraak.</p>',
      '<p>Des visites en soirée ou le samedi après-midi sont possibles sur rendez-vous.</p>',
      '<p>Besichtigungen am Abend oder am Samstagnachmittag sind nach Vereinbarung möglich.</p>',
    ],
    {},
    { sm: 12, md: 4, lg: 4 },
  ),
];

/** Everything the shell needs about the site; the counts follow the catalogue. */
export const siteConfig: SiteConfig = {
  showSearchInput: true,
  showSearchButton: true,
  showCountProperty: true,
  showSearchCount: true,
  data: { countProperty: countPropertiesByGoal(properties) },
  defaultLanguage: 'en',
  languages: LANGUAGES.map((code) => ({ code, use: true })),
  phone: AGENCY.phone,
  email: AGENCY.email,
  agencyName: AGENCY.name,
  address: AGENCY_ADDRESS,
  header: {
    logoPosition: 'left',
    logoImage: AGENCY.logo,
    menuPosition: 'right',
    languageSwitcherPosition: 'right',
    // White on dark slate: contrast 13.9:1, well above WCAG AA (4.5:1).
    appBarColor: '#1f2d3d',
    appBarTextColor: '#ffffff',
    changeOnScroll: true,
    showHomeMenu: true,
    showSearchBlock: true,
  },
  topBar: { show: true, left: topBarLeft, right: topBarRight },
  banner: {
    type: 'image',
    image: mediaUrl('banner', 1),
    title: localized([
      'Your home in Flanders, Brussels and beyond',
      'Uw thuis in Vlaanderen, Brussel en verder',
      'Votre chez-vous en Flandre, à Bruxelles et au-delà',
      'Ihr Zuhause in Flandern, Brüssel und darüber hinaus',
    ]),
    description: localized([
      'Since 1998 Immo Lys has been selling and letting homes with care, from the Leie region to the Mediterranean coast.',
      'Sinds 1998 verkoopt en verhuurt Immo Lys woningen met zorg, van de Leiestreek tot aan de Middellandse Zee.',
      'Depuis 1998, Immo Lys vend et loue des biens avec soin, de la région de la Lys jusqu’à la Méditerranée.',
      'Seit 1998 verkauft und vermietet Immo Lys Immobilien mit Sorgfalt, vom Leiegebiet bis ans Mittelmeer.',
    ]),
  },
  footer: {
    columns: footerColumns,
    copyright: localized([
      `© 2026 ${AGENCY.name} BV – BIV-accredited estate agent no. ${AGENCY.biv} – All rights reserved`,
      `© 2026 ${AGENCY.name} BV – Erkend vastgoedmakelaar BIV nr. ${AGENCY.biv} – Alle rechten voorbehouden`,
      `© 2026 ${AGENCY.name} SRL – Agent immobilier agréé IPI n° ${AGENCY.biv} – Tous droits réservés`,
      `© 2026 ${AGENCY.name} BV – Zugelassener Immobilienmakler BIV Nr. ${AGENCY.biv} – Alle Rechte vorbehalten`,
    ]),
    // SPEC §9: footer image height.
    imageHeight: 500,
  },
  searchBox: {
    title: localized([
      'Find your new home',
      'Vind uw nieuwe thuis',
      'Trouvez votre nouveau chez-vous',
      'Finden Sie Ihr neues Zuhause',
    ]),
    titlePublic: true,
    description: localized([
      'Browse {FOR_SALE_TOTAL} properties for sale and {FOR_RENT_TOTAL} for rent.',
      'Ontdek {FOR_SALE_TOTAL} panden te koop en {FOR_RENT_TOTAL} te huur.',
      'Découvrez {FOR_SALE_TOTAL} biens à vendre et {FOR_RENT_TOTAL} à louer.',
      'Entdecken Sie {FOR_SALE_TOTAL} Immobilien zum Kauf und {FOR_RENT_TOTAL} zur Miete.',
    ]),
    descriptionPublic: true,
  },
  siteInfo: {
    analyticsId: 'G-TEST000000',
    adsId: 'AW-000000000',
    tagManagerId: 'GTM-TEST000',
    pixelId: '000000000000000',
  },
  // The regions' own public renovation tools, linked from a property's energy block.
  renovationCalculators: {
    flanders: 'https://www.vlaanderen.be/bouwen-wonen-en-energie/renovatiecalculator',
    brussels: 'https://renolution.brussels/',
    wallonia: 'https://energie.wallonie.be/',
    luxembourg: 'https://www.klima-agence.lu/',
  },
};
