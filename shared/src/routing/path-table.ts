import type { Lang } from '../i18n/languages.js';
import type { ThankYouForm } from '../entities/forms/form-names.js';
import type { PageKey } from './pages.js';

/**
 * The path table (SPEC §2 "Language paths", DESIGN §4): every page in every language, as data.
 *
 * - English lives at the root without prefix and uses SPEC's paths exactly, capitals included
 *   (`/Privacy-statement/`, `/Nieuwbouw/`); `/en/...` resolves too, but is never produced.
 * - Every other language starts with `/{lang}/`.
 * - `{name}` is a parameter, read and written by the codecs in route-patterns.ts:
 *   `{id}` a property id (digits), `{form}` a thank-you form (localized through THANK_YOU_FORM_SEGMENTS),
 *   `{kind}` sale/rent/foreign (localized through PROPERTY_KIND_SEGMENTS), `{city}` and `{slug}` any slug.
 * - When a page has several paths, links use the first one whose parameters are all given; all of
 *   them resolve. The property detail has a canonical long form with city and title slugs, and a
 *   short id-only form for when only the id is known (e.g. converting `/property/12/` to Dutch).
 * - Matching is case-insensitive and accent-insensitive; output always has this table's spelling.
 */
export type PathPatterns = string | readonly [string, ...string[]];

/** The language whose paths carry no prefix (the brief: English at the root). */
export const ROOT_LANGUAGE = 'en' as const satisfies Lang;

export const PATH_TABLE = {
  home: { en: '/', nl: '/nl/', fr: '/fr/', de: '/de/' },
  'for-sale': { en: '/for-sale/', nl: '/nl/te-koop/', fr: '/fr/a-vendre/', de: '/de/kaufen/' },
  'for-rent': { en: '/for-rent/', nl: '/nl/te-huur/', fr: '/fr/a-louer/', de: '/de/mieten/' },
  property: {
    en: '/property/{id}/',
    nl: ['/nl/{kind}/{city}/{slug}/{id}/', '/nl/pand/{id}/'],
    fr: ['/fr/{kind}/{city}/{slug}/{id}/', '/fr/bien/{id}/'],
    de: ['/de/{kind}/{city}/{slug}/{id}/', '/de/immobilie/{id}/'],
  },
  contact: { en: '/contact/', nl: '/nl/contact/', fr: '/fr/contact/', de: '/de/kontakt/' },
  'contact-demand': {
    en: '/contact-demand/',
    nl: '/nl/gratis-schatting/',
    fr: '/fr/estimation-gratuite/',
    de: '/de/kostenlose-bewertung/',
  },
  'demand-register': {
    en: '/demand-register/',
    nl: '/nl/zoekopdracht/',
    fr: '/fr/recherche/',
    de: '/de/suchauftrag/',
  },
  'privacy-statement': {
    en: '/Privacy-statement/',
    nl: '/nl/privacyverklaring/',
    fr: '/fr/declaration-de-confidentialite/',
    de: '/de/datenschutzerklaerung/',
  },
  'cookie-policy': {
    en: '/Cookie-policy/',
    nl: '/nl/cookiebeleid/',
    fr: '/fr/politique-de-cookies/',
    de: '/de/cookie-richtlinie/',
  },
  disclaimer: {
    en: '/Disclaimer/',
    nl: '/nl/disclaimer/',
    fr: '/fr/clause-de-non-responsabilite/',
    de: '/de/haftungsausschluss/',
  },
  projects: { en: '/Nieuwbouw/', nl: '/nl/nieuwbouw/', fr: '/fr/projets-neufs/', de: '/de/neubau/' },
  foreign: { en: '/Buitenland/', nl: '/nl/buitenland/', fr: '/fr/etranger/', de: '/de/ausland/' },
  sell: { en: '/Verkopen/', nl: '/nl/verkopen/', fr: '/fr/vendre/', de: '/de/verkaufen/' },
  references: { en: '/Referenties/', nl: '/nl/referenties/', fr: '/fr/references/', de: '/de/referenzen/' },
  // SPEC: /login/ exists under every language with the same word.
  login: { en: '/login/', nl: '/nl/login/', fr: '/fr/login/', de: '/de/login/' },
  testimonial: {
    en: '/testimonial/',
    nl: '/nl/getuigenis/',
    fr: '/fr/temoignage/',
    de: '/de/erfahrungsbericht/',
  },
  newsletter: { en: '/newsletter/', nl: '/nl/nieuwsbrief/', fr: '/fr/newsletter/', de: '/de/newsletter/' },
  unsubscribe: {
    en: '/unsubscribe/',
    nl: '/nl/uitschrijven/',
    fr: '/fr/desinscription/',
    de: '/de/newsletter-abmelden/',
  },
  confirm: { en: '/confirm/', nl: '/nl/bevestigen/', fr: '/fr/confirmer/', de: '/de/bestaetigen/' },
  alerts: { en: '/alerts/', nl: '/nl/zoekalerts/', fr: '/fr/alertes/', de: '/de/suchagenten/' },
  'purchase-costs': {
    en: '/purchase-costs/',
    nl: '/nl/aankoopkosten/',
    fr: '/fr/frais-d-achat/',
    de: '/de/kaufnebenkosten/',
  },
  feedback: {
    en: '/feedback/{form}/',
    nl: '/nl/bedankt/{form}/',
    fr: '/fr/merci/{form}/',
    de: '/de/danke/{form}/',
  },
  // The 404 page is normally shown at whatever unknown URL was asked for; this path lets a remote
  // link or redirect to it explicitly.
  'not-found': { en: '/404/', nl: '/nl/404/', fr: '/fr/404/', de: '/de/404/' },
} as const satisfies Record<PageKey, Record<Lang, PathPatterns>>;

/**
 * The `{form}` segment of thank-you pages. English keeps the API names (SPEC /feedback/{form}/);
 * Dutch follows SPEC (contact-demand → gratis-schatting) and reuses the page words where a form
 * belongs to a page (demand-register → zoekopdracht), as do French and German.
 */
export const THANK_YOU_FORM_SEGMENTS = {
  'contact-me': { en: 'contact-me', nl: 'contacteer-mij', fr: 'contactez-moi', de: 'kontaktieren-sie-mich' },
  'contact-visit': { en: 'contact-visit', nl: 'bezoek', fr: 'visite', de: 'besichtigung' },
  'contact-appointment': { en: 'contact-appointment', nl: 'afspraak', fr: 'rendez-vous', de: 'termin' },
  'contact-construction': {
    en: 'contact-construction',
    nl: 'nieuwbouwproject',
    fr: 'projet-neuf',
    de: 'neubauprojekt',
  },
  'contact-demand': {
    en: 'contact-demand',
    nl: 'gratis-schatting',
    fr: 'estimation-gratuite',
    de: 'kostenlose-bewertung',
  },
  'demand-register': { en: 'demand-register', nl: 'zoekopdracht', fr: 'recherche', de: 'suchauftrag' },
  'send-to-friend': {
    en: 'send-to-friend',
    nl: 'doorsturen-naar-vriend',
    fr: 'envoyer-a-un-ami',
    de: 'an-freund-senden',
  },
  'site-contact': { en: 'site-contact', nl: 'contact', fr: 'contact', de: 'kontakt' },
  'sign-newsletter': { en: 'sign-newsletter', nl: 'nieuwsbrief', fr: 'newsletter', de: 'newsletter' },
  'document-request': {
    en: 'document-request',
    nl: 'documentaanvraag',
    fr: 'demande-de-documents',
    de: 'dokumentanfrage',
  },
  testimonial: { en: 'testimonial', nl: 'getuigenis', fr: 'temoignage', de: 'erfahrungsbericht' },
  'rental-application': {
    en: 'rental-application',
    nl: 'huuraanvraag',
    fr: 'candidature-location',
    de: 'mietbewerbung',
  },
  offer: { en: 'offer', nl: 'bod', fr: 'offre', de: 'angebot' },
  'unsubscribe-newsletter': {
    en: 'unsubscribe-newsletter',
    nl: 'uitschrijven-nieuwsbrief',
    fr: 'desinscription-newsletter',
    de: 'newsletter-abmelden',
  },
} as const satisfies Record<ThankYouForm, Record<Lang, string>>;

/** What the first segment of a localized property detail path says about the property. */
export const PROPERTY_KINDS = ['sale', 'rent', 'foreign'] as const;
export type PropertyKind = (typeof PROPERTY_KINDS)[number];

/**
 * The `{kind}` segment: the same word as the matching list page (te-koop / te-huur / buitenland, SPEC
 * §2). English has no long detail form (SPEC: /property/{id}/), so its entries are never used in a
 * path; they are listed so the table is total.
 */
export const PROPERTY_KIND_SEGMENTS = {
  sale: { en: 'for-sale', nl: 'te-koop', fr: 'a-vendre', de: 'kaufen' },
  rent: { en: 'for-rent', nl: 'te-huur', fr: 'a-louer', de: 'mieten' },
  foreign: { en: 'foreign', nl: 'buitenland', fr: 'etranger', de: 'ausland' },
} as const satisfies Record<PropertyKind, Record<Lang, string>>;
