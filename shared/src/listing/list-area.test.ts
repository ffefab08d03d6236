import { GHENT_SQUARE, LIEGE_SQUARE, listableProperty } from '@immo/shared/test-support';
import {
  encodeAreas,
  filterProperties,
  listQueryFromParams,
  listQueryMatcher,
  listQueryToParams,
  PropertyListQuerySchema,
  type ListableProperty,
} from './index.js';

const ghent = GHENT_SQUARE;
const liege = LIEGE_SQUARE;
const inGhent = { Latitude: 51.054, Longitude: 3.725 };
const inLiege = { Latitude: 50.64, Longitude: 5.57 };
const inBrussels = { Latitude: 50.85, Longitude: 4.35 };

const make = (overrides: Partial<ListableProperty>): ListableProperty => listableProperty({ ...inGhent, ...overrides });
const properties = [
  make({ ID: 1 }),
  make({ ID: 2, Price: 500000, CreatedAt: '2026-02-01' }),
  make({ ID: 3, City: 'Liège', Zip: '4000', ...inLiege }),
  make({ ID: 4, City: 'Brussel', Zip: '1000', ...inBrussels }),
  // In Ghent, but its address is not published.
  make({ ID: 5, PublishAddress: false }),
  // No coordinates at all.
  make({ ID: 6, Latitude: undefined, Longitude: undefined }),
];
const ids = (input: Record<string, unknown>) =>
  filterProperties(properties, PropertyListQuerySchema.parse(input)).items.map((property) => property.ID);

describe('the area of a list query', () => {
  const area = encodeAreas([ghent]);

  it('lists only the properties inside the area', () => {
    expect(ids({ area })).toEqual([2, 1]);
  });

  it('lists the properties inside any of two areas', () => {
    expect(ids({ area: encodeAreas([ghent, liege]) })).toEqual([2, 3, 1]);
  });

  it('works with the other filters', () => {
    expect(ids({ area, maxPrice: 400000 })).toEqual([1]);
    expect(ids({ area: encodeAreas([liege]), city: 'Gent|9000' })).toEqual([]);
  });

  it('never finds a property whose address is not published, nor one without coordinates', () => {
    // Property 5 is at the same spot as properties 1 and 2: a tiny area would otherwise reveal where it is.
    const tiny = encodeAreas([
      [
        [51.0539, 3.7249],
        [51.0539, 3.7251],
        [51.0541, 3.7251],
        [51.0541, 3.7249],
      ],
    ]);
    expect(ids({ area: tiny })).toEqual([2, 1]);
    expect(listQueryMatcher({ area })(properties[4]!)).toBe(false);
    expect(listQueryMatcher({ area })(properties[5]!)).toBe(false);
  });

  it('lists nothing for an area that does not decode when the schema did not check it', () => {
    expect(listQueryMatcher({ area: 'not an area' })(properties[0]!)).toBe(false);
  });

  it('is kept encoded, and refused with a message that names it', () => {
    expect(PropertyListQuerySchema.parse({ area }).area).toBe(area);
    const refused = PropertyListQuerySchema.safeParse({ area: `${area}.` });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['area'], message: 'validation:invalid.area' }),
    ]);
    expect(PropertyListQuerySchema.safeParse({ area: '' }).success).toBe(false);
    expect(PropertyListQuerySchema.safeParse({ area: 'x'.repeat(2001) }).error?.issues[0]?.message).toBe(
      'validation:invalid.area',
    );
  });

  it('round-trips through a page URL unchanged, and a page URL drops an area that does not decode', () => {
    const query = { goal: 'sale' as const, area: encodeAreas([ghent, liege]) };
    const search = listQueryToParams(query).toString();
    expect(search).toContain('._'); // the separator is not percent-encoded
    expect(listQueryFromParams(new URLSearchParams(search))).toEqual(query);
    expect(listQueryFromParams(new URLSearchParams(`goal=sale&area=${area}!`))).toEqual({ goal: 'sale' });
  });
});
