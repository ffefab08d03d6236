import { isForeign } from '../entities/country.js';
import { isForSale } from '../format/goal.js';
import type { Lang } from '../i18n/languages.js';
import { pagePath } from './page-path.js';
import type { PropertyKind } from './path-table.js';

/** The fields a property detail link is made of; both the per-language and the catalogue record fit. */
export interface PropertyPathInput {
  ID: number;
  /** 0 is for sale; anything else is for rent (SPEC §4). */
  Goal: number;
  City: string;
  /** The title in the link's language, or the catalogue's per-language texts. */
  Title: string | Readonly<Record<Lang, string>>;
  CountryID: number;
}

/** Foreign wins over the goal: SPEC files a foreign property under /nl/buitenland/ whatever its goal. */
export function propertyKind(property: Pick<PropertyPathInput, 'Goal' | 'CountryID'>): PropertyKind {
  if (isForeign(property)) return 'foreign';
  return isForSale(property) ? 'sale' : 'rent';
}

/**
 * The canonical detail path of a property (SPEC §2): `/property/{id}/` in English,
 * `/nl/{te-koop|te-huur|buitenland}/{city}/{title}/{id}/` in Dutch and alike in French and German.
 * An id that is not a non-negative safe integer gives the language's home page.
 */
export function propertyPath(property: PropertyPathInput, lang: Lang): string {
  const title = typeof property.Title === 'string' ? property.Title : property.Title[lang];
  return pagePath('property', lang, {
    id: String(property.ID),
    kind: propertyKind(property),
    city: property.City,
    slug: title,
  });
}
