import {
  isForSale,
  listQueryMatcher,
  parseCityParam,
  searchKey,
  type AlertFilters,
  type ListableProperty,
} from '@immo/shared';

/** Why a property is news to an alert: it arrived, or its price went down. */
export type MatchReason = 'new' | 'price';

export type AlertToMatch = { id: number; filters: AlertFilters };
export type ChangedProperty<P extends ListableProperty = ListableProperty> = { property: P; reason: MatchReason };
export type AlertMatch<P extends ListableProperty = ListableProperty> = {
  alertId: number;
  property: P;
  reason: MatchReason;
};

type CompiledAlert = { id: number; matches: (property: ListableProperty) => boolean };

/** Alerts of one goal: those without a town, and those of each town by postcode or by name. */
type GoalAlerts = { anywhere: CompiledAlert[]; byTown: Map<string, CompiledAlert[]> };
export type CompiledAlerts = { sale: GoalAlerts; rent: GoalAlerts };

const zipKey = (zip: string) => `zip:${zip.trim()}`;
const nameKey = (name: string) => `name:${searchKey(name)}`;

/** The town an alert watches, as the key its properties are found under; null: anywhere. */
function townKey(filters: AlertFilters): string | null {
  const city = parseCityParam(filters.city);
  if (!city) return null;
  return city.zip ? zipKey(city.zip) : nameKey(city.name);
}

/**
 * Every alert's filters made into the list's own rule once (listQueryMatcher), filed by goal and
 * town: a property is only asked of the alerts of its goal that watch its town or no town, so most
 * of 10,000 alerts are never asked about it. The rule itself still decides (town included).
 */
export function compileAlerts(alerts: readonly AlertToMatch[]): CompiledAlerts {
  const compiled: CompiledAlerts = {
    sale: { anywhere: [], byTown: new Map() },
    rent: { anywhere: [], byTown: new Map() },
  };
  for (const alert of alerts) {
    const goal = compiled[alert.filters.goal];
    const entry = { id: alert.id, matches: listQueryMatcher(alert.filters) };
    const town = townKey(alert.filters);
    if (town === null) goal.anywhere.push(entry);
    else goal.byTown.set(town, [...(goal.byTown.get(town) ?? []), entry]);
  }
  return compiled;
}

/** The alerts that may show a property: its goal's, without a town or of its postcode or town name. */
function candidates(compiled: CompiledAlerts, property: ListableProperty): CompiledAlert[][] {
  const goal = isForSale(property) ? compiled.sale : compiled.rent;
  return [goal.anywhere, goal.byTown.get(zipKey(property.Zip)) ?? [], goal.byTown.get(nameKey(property.City)) ?? []];
}

/** Which alert each changed property is news to: the property as the alert's list would show it. */
export function matchAlerts<P extends ListableProperty>(
  compiled: CompiledAlerts,
  changed: readonly ChangedProperty<P>[],
): AlertMatch<P>[] {
  const found: AlertMatch<P>[] = [];
  for (const { property, reason } of changed) {
    for (const group of candidates(compiled, property)) {
      for (const alert of group) {
        if (alert.matches(property)) found.push({ alertId: alert.id, property, reason });
      }
    }
  }
  return found;
}
