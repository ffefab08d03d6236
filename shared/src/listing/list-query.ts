import { z } from 'zod';
import { EPC_LABELS } from '../energy/scales.js';
import { decodeAreas } from './area/area-codec.js';
import { MAX_AREA_LENGTH } from './area/area-limits.js';
import { DEFAULT_PAGE_SIZE, LIST_SORTS, MAX_IDS, MAX_PAGE, MAX_PAGE_SIZE } from './list-limits.js';

const flag = z
  .union([z.boolean(), z.enum(['1', '0', 'true', 'false'])])
  .transform((value) => value === true || value === '1' || value === 'true');

/** The one message of a refused area, which names it (the others say "this value is not valid"). */
const INVALID_AREA = 'validation:invalid.area';

const positiveNumber = z.coerce.number().finite().nonnegative();

/**
 * The query of a property list, as it stands in the URL of /for-sale/ and /for-rent/ and in
 * GET /api/properties: one schema, so a shared link, the back button and the API agree.
 * SPEC §2: `city={Name}|{Zip}`, `type={WebID}`; the rest are the filters a visitor expects.
 */
export const PropertyListQuerySchema = z.object({
  goal: z.enum(['sale', 'rent']).optional(),
  city: z.string().trim().max(120).optional(),
  type: z.coerce.number().int().positive().optional(),
  /** Only properties abroad (/Buitenland/). */
  foreign: flag.optional(),
  /** Only sold and rented references (/Referenties/). */
  references: flag.optional(),
  project: z.coerce.number().int().positive().optional(),
  minPrice: positiveNumber.optional(),
  maxPrice: positiveNumber.optional(),
  minBedrooms: z.coerce.number().int().min(0).max(20).optional(),
  /** Labels accepted, comma-separated: "a_plus,a,b". */
  epc: z
    .string()
    .trim()
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.enum(EPC_LABELS)).max(EPC_LABELS.length))
    .optional(),
  /**
   * Only properties inside one of these drawn areas: Google-encoded polylines separated by dots
   * (area/). Kept encoded, so that a URL round-trips unchanged; refused whole when any part is off.
   */
  area: z
    .string({ error: INVALID_AREA })
    .max(MAX_AREA_LENGTH, { error: INVALID_AREA })
    .refine((value) => decodeAreas(value) !== null, { error: INVALID_AREA })
    .optional(),
  /** Only these properties, comma-separated ids: a visitor's favourites. An empty list matches nothing. */
  ids: z
    .string()
    .trim()
    .regex(/^(\d{1,12}(,\d{1,12})*)?$/)
    .transform((value) => [...new Set(value.split(',').filter(Boolean).map(Number))])
    .pipe(z.array(z.number().int().positive()).max(MAX_IDS))
    .optional(),
  sort: z.enum(LIST_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PropertyListQuery = z.output<typeof PropertyListQuerySchema>;
export type PropertyListQueryInput = z.input<typeof PropertyListQuerySchema>;
