import type { PageKey } from './pages.js';
import type { PropertyKind } from './path-table.js';

/**
 * The list a property belongs to, by its kind: the middle step of its breadcrumb on the page and
 * in the JSON-LD search engines read. `label` is the menu's name of that list (`common:menu.*`).
 */
export const PROPERTY_LIST_PAGES: Record<PropertyKind, { page: PageKey; label: string }> = {
  sale: { page: 'for-sale', label: 'common:menu.forSale' },
  rent: { page: 'for-rent', label: 'common:menu.forRent' },
  foreign: { page: 'foreign', label: 'common:menu.abroad' },
};
