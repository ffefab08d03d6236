import { z } from 'zod';

const PROPERTY_REQUIRED = { error: 'validation:required.property' };

/**
 * A property's id wherever one is read: an address (`/api/properties/{id}`, a query) or a form's
 * `propertyId`. A whole number, or its digits as text; anything else ("0x1F", "1e3", " 12") names
 * no property.
 */
export const PropertyIdSchema = z
  .union(
    [
      z.int(PROPERTY_REQUIRED).positive(PROPERTY_REQUIRED).max(Number.MAX_SAFE_INTEGER, PROPERTY_REQUIRED),
      z.string(PROPERTY_REQUIRED).regex(/^\d{1,16}$/, PROPERTY_REQUIRED),
    ],
    PROPERTY_REQUIRED,
  )
  .transform(Number)
  .pipe(z.number().int().positive(PROPERTY_REQUIRED).max(Number.MAX_SAFE_INTEGER, PROPERTY_REQUIRED));

/** The path parameters of an address about one property. */
export const PropertyIdParamsSchema = z.object({
  id: PropertyIdSchema.describe("The property's ID (SPEC §3 Property.ID), as the lists give it."),
});
