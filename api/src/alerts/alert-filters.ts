import { AlertFiltersSchema, listQueryToParams, type AlertFilters } from '@immo/shared';

/** The filters as the list's URL parameters (what is stored, what the alerts page and a list link show). */
export function filterParams(filters: AlertFilters): Record<string, string> {
  return Object.fromEntries(listQueryToParams(filters));
}

/** The filters as stored (search_alerts.filters): the list's URL parameters as JSON. */
export function storedFilters(filters: AlertFilters): string {
  return JSON.stringify(filterParams(filters));
}

/** Stored filters read back with the schema again, so a row written by hand cannot widen them. */
export function parseStoredFilters(json: string): AlertFilters | null {
  const parsed = AlertFiltersSchema.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}
