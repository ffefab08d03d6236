import { listableProperty } from '@immo/shared/test-support';
import { filterProperties, PropertyListQuerySchema } from '@immo/shared';
import { activeFilterCount, listPageSpec, pageListQuery } from './list-pages.js';

describe('list pages', () => {
  it('keep their own scope over the URL', () => {
    const forRent = listPageSpec('for-rent')!;
    expect(pageListQuery(forRent, { goal: 'sale', city: 'Gent' }, 12)).toEqual({
      goal: 'rent',
      city: 'Gent',
      pageSize: 12,
    });
    expect(pageListQuery(listPageSpec('foreign')!, { goal: 'rent' })).toEqual({ goal: 'rent', foreign: true });
    expect(listPageSpec('projects')?.kind).toBe('projects');
    expect(listPageSpec('contact')).toBeUndefined();
  });

  it('count the filters a visitor set', () => {
    expect(activeFilterCount({ goal: 'sale', sort: 'price-asc', page: 2 })).toBe(0);
    expect(activeFilterCount({ city: 'Gent', epc: ['a'], minBedrooms: 0 })).toBe(3);
    expect(activeFilterCount({ epc: [] })).toBe(0);
  });

  it('an id list filters the catalogue to those properties; an empty one to nothing', () => {
    const all = [1, 2, 3].map((ID) => listableProperty({ ID }));
    const ids = (list: number[]) =>
      filterProperties(all, PropertyListQuerySchema.parse({ ids: list.join(',') })).items.map((p) => p.ID);
    expect(ids([3, 1])).toEqual([3, 1]);
    expect(ids([])).toEqual([]);
  });
});
