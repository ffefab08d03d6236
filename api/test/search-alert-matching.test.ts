import {
  AlertFiltersSchema,
  encodeAreas,
  filterProperties,
  PropertyListQuerySchema,
  type AlertFilters,
} from '@immo/shared';
import { properties } from '@immo/shared/data';
import { compileAlerts, matchAlerts } from '../src/alerts/match-alerts.js';

/** Filters as a list's URL would carry them. */
const SEARCHES: Array<Record<string, string>> = [
  { goal: 'sale' },
  { goal: 'rent' },
  { goal: 'sale', city: 'Gent' },
  { goal: 'sale', city: 'Gent|9000', maxPrice: '500000' },
  { goal: 'sale', minPrice: '400000', minBedrooms: '3' },
  { goal: 'rent', maxPrice: '1000' },
  { goal: 'sale', foreign: '1' },
  { goal: 'sale', epc: 'a,b' },
  { goal: 'sale', type: '1' },
  // Two drawn areas: the centres of Ghent and of Brussels.
  {
    goal: 'sale',
    area: encodeAreas([
      [
        [51.03, 3.69],
        [51.03, 3.74],
        [51.07, 3.74],
        [51.07, 3.69],
      ],
      [
        [50.82, 4.33],
        [50.82, 4.38],
        [50.88, 4.38],
        [50.88, 4.33],
      ],
    ]),
  },
];

function filters(params: Record<string, string>): AlertFilters {
  return AlertFiltersSchema.parse(params);
}

describe('matching alerts against changed properties', () => {
  it.each(SEARCHES)('matches what the list of %j shows, no more and no less', (params) => {
    const alerts = [{ id: 1, filters: filters(params) }];
    const changed = properties.map((property) => ({ property, reason: 'new' as const }));
    const matched = matchAlerts(compileAlerts(alerts), changed).map((match) => match.property.ID);
    // The whole list on one page (more than a visitor may ask for).
    const query = { ...PropertyListQuerySchema.parse(params), pageSize: properties.length };
    const listed = filterProperties(properties, query).items.map((property) => property.ID);
    expect(matched.sort()).toEqual(listed.sort());
  });

  it('finds an alert of a town by postcode or name, whatever the case and accents, and says why', () => {
    const gent = properties.find((property) => property.City === 'Gent')!;
    const alerts = [
      { id: 1, filters: filters({ goal: 'sale', city: 'GENT' }) },
      { id: 2, filters: filters({ goal: 'sale', city: '9000' }) },
      { id: 3, filters: filters({ goal: 'sale', city: 'Gent|9000' }) },
      { id: 4, filters: filters({ goal: 'sale', city: 'Antwerpen' }) },
    ];
    const matches = matchAlerts(compileAlerts(alerts), [{ property: gent, reason: 'price' }]);
    expect(matches.map((match) => [match.alertId, match.reason]).sort()).toEqual([
      [1, 'price'],
      [2, 'price'],
      [3, 'price'],
    ]);
  });
});
