/**
 * Every translation namespace: one JSON file per language under `locales/{lang}/{namespace}.json`.
 * A remote loads only the namespaces it renders, so a visitor downloads no text of pages not shown.
 */
export const NAMESPACES = [
  'common',
  'validation',
  'errors',
  'consent',
  'forms',
  'search',
  'listings',
  'property',
  'owner',
  'format',
  'energy',
  'mail',
  'meta',
  'legal',
  /** What embed.js itself says (bundled into it: it shows when the widget could not load). */
  'embed',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'string' && (NAMESPACES as readonly string[]).includes(value);
}
