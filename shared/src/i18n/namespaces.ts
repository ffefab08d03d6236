/**
 * The translation namespaces @immo/shared ships: the ones two or more parts of the site render. A
 * namespace only one part renders lives in that part (`src/locales/{lang}/{namespace}.json` of a
 * remote or the shell; the API's own under api/src/i18n/locales) and ships with its build.
 *
 * Every app's build serves, beside its own namespaces, a copy of these as they were when it was
 * built (@immo/build-tools): a remote with new texts deploys alone, and never reads texts of
 * another version than its code.
 */
export const NAMESPACES = [
  'common',
  'validation',
  'errors',
  'format',
  /** mf-consent's dialog and the consent gate of the UI kit (video, map, tour). */
  'consent',
  /** mf-search's box and mf-listings' filters. */
  'search',
  /** mf-property-detail's page, mf-listings' cards and the API's property head and sheet. */
  'property',
  /** The EPC labels of mf-listings and mf-property-detail. */
  'energy',
  /** What embed.js itself says (bundled into it: it shows when the widget could not load). */
  'embed',
] as const;

export type Namespace = (typeof NAMESPACES)[number];
