import { PropertyListQuerySchema } from '@immo/shared';
import { z } from 'zod';
import { LangQuerySchema, type ContentAnswer } from '../http/route-schema.js';

const query = PropertyListQuerySchema.shape;

/** GET /api/properties: the list's query (the one schema of the site's list URLs) and `lang`, described for an integrator. */
export const PropertyListRequestSchema = PropertyListQuerySchema.extend({
  goal: query.goal.describe('For sale or for rent; both when absent.'),
  city: query.city.describe('A city as `{Name}|{Zip}`, or a name or a postcode alone (accents and case ignored).'),
  type: query.type.describe('A property type (its WebID, as GET /api/types lists them), main or secondary.'),
  foreign: query.foreign.describe('Only properties abroad: 1 or true.'),
  references: query.references.describe('Only sold and rented properties (references): 1 or true.'),
  project: query.project.describe('Only the properties of this new-build project (its ID).'),
  minPrice: query.minPrice.describe('In euros; a property whose price is not published matches no price bound.'),
  maxPrice: query.maxPrice.describe('In euros; a property whose price is not published matches no price bound.'),
  minBedrooms: query.minBedrooms.describe('At least this many bedrooms.'),
  epc: query.epc.describe('EPC labels accepted, comma-separated: a_plus,a,b.'),
  area: query.area.describe(
    'Only properties inside one of these drawn areas: Google-encoded polylines (precision 5, latitude first), ' +
      'one closed ring each (first point not repeated), separated by `.`; at most 5 areas of 3–100 points, ' +
      '2,000 characters in all. A property whose address is not published is never inside.',
  ),
  ids: query.ids.describe("Only these properties, comma-separated IDs (a visitor's favourites); empty lists none."),
  sort: query.sort.describe('newest first (default), or by price; unpublished prices last either way.'),
  page: query.page.describe('The page, from 1; one past the end gives the last page.'),
  pageSize: query.pageSize.describe('Properties per page.'),
}).extend(LangQuerySchema.shape);

/** GET /api/properties/{id}/sheet. */
export const PropertySheetSchema: ContentAnswer = {
  description:
    "The property's information sheet: a printable HTML page in the asked language, made from what a visitor " +
    'may see of the property (no unpublished price or address).',
  content: { 'text/html': { schema: z.string().describe('An HTML document.') } },
};
