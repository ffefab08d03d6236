import { AlertFiltersSchema, listQueryToParams, type AlertFilters } from '@immo/shared';

export type FilterIssue = { path: PropertyKey[]; message: string };

/**
 * The form's `filters` (the list's URL parameters) read with the list's own schema: the filters,
 * or the issues, each on `filters.{name}`, so the answer names the field. What an alert does not
 * keep (the list's page, order, page size) is left out.
 */
export function readAlertFilters(
  params: Record<string, string>,
): { filters: AlertFilters; issues?: never } | { issues: FilterIssue[] } {
  const parsed = AlertFiltersSchema.safeParse(params);
  if (parsed.success) return { filters: parsed.data };
  return {
    issues: parsed.error.issues.map((issue) => ({ path: ['filters', ...issue.path], message: issue.message })),
  };
}

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
