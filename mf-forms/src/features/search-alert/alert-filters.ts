import { listQueryFromParams, listQueryToParams, type PropertyListQuery } from '@immo/shared';

/** What an alert watches: the list's URL parameters (`listQueryToParams`), goal included. */
export type AlertFilterParams = Record<string, string>;

/** The list pages that offer an alert, and the goal each one lists (the page's own scope). */
const LIST_GOALS: Readonly<Record<string, 'sale' | 'rent'>> = { 'for-sale': 'sale', 'for-rent': 'rent' };

/** The filters an alert keeps (AlertFiltersSchema): never the page, order, view or favourites. */
const ALERT_KEYS = [
  'city',
  'type',
  'foreign',
  'project',
  'minPrice',
  'maxPrice',
  'minBedrooms',
  'epc',
  'area',
] as const;

const asParams = (query: Partial<PropertyListQuery>): AlertFilterParams => Object.fromEntries(listQueryToParams(query));

/**
 * The alert of a sale or rent list page: its filters as the URL has them (read as the list reads
 * them, so a hand-edited value the list ignores is ignored here too) within the page's goal; null
 * on any other page.
 */
export function listAlertFilters(page: string, search: string): AlertFilterParams | null {
  const goal = LIST_GOALS[page];
  if (!goal) return null;
  const fromUrl = listQueryFromParams(new URLSearchParams(search));
  const kept = Object.fromEntries(
    ALERT_KEYS.filter((key) => fromUrl[key] !== undefined).map((key) => [key, fromUrl[key]]),
  );
  return asParams({ goal, ...kept });
}

/** What a demand register asks for, as far as a list can filter on it. */
export type DemandCriteria = {
  goal: string;
  types: readonly (string | number)[];
  maxPrice?: number | null | undefined;
  minBedrooms?: number | null | undefined;
  /** The zones chosen: a municipality's name and postal code. */
  zones: readonly { name: string; zip: string | null }[];
};

const positive = (value: number | null | undefined): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;

/**
 * A demand register's criteria as list filters: its goal (buy → sale, rent → rent), its type and
 * city when it names exactly one (a list filters on one; with several, the alert watches all and
 * says so in its summary), its maximum price and minimum bedrooms. Null until a goal is chosen.
 */
export function demandAlertFilters(criteria: DemandCriteria): AlertFilterParams | null {
  const goal = criteria.goal === 'buy' ? 'sale' : criteria.goal === 'rent' ? 'rent' : null;
  if (!goal) return null;
  const [type] = criteria.types.length === 1 ? criteria.types : [];
  const [zone] = criteria.zones.length === 1 ? criteria.zones : [];
  const query: Partial<PropertyListQuery> = { goal };
  if (type !== undefined && Number(type) > 0) query.type = Number(type);
  if (zone) query.city = zone.zip ? `${zone.name}|${zone.zip}` : zone.name;
  const maxPrice = positive(criteria.maxPrice);
  if (maxPrice !== undefined) query.maxPrice = maxPrice;
  const minBedrooms = positive(criteria.minBedrooms);
  if (minBedrooms !== undefined) query.minBedrooms = Math.min(20, Math.floor(minBedrooms));
  return asParams(query);
}
