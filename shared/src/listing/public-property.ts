import { z } from 'zod';
import { PropertyDetailsSchema, PropertySchema, type Property } from '../entities/property.js';
import { marqueeState } from '../format/goal.js';
import { detailsWithoutAmounts } from './hidden-price.js';

/** SPEC §3 "Property" as a visitor may see it (`publicProperty`); the API's answer about one property. */
export const PublicPropertySchema = PropertySchema.extend({
  Status: z
    .enum(['available', 'sold', 'rented'])
    .describe('SPEC §4: sold or rented (Marquee 1) is shown with its banner; otherwise available.'),
}).meta({
  id: 'PublicProperty',
  description:
    'A property in one language. Price is null when the agency does not publish it (with every amount of ' +
    'Details); Street and HouseNumber are empty and BoxNr, Latitude, Longitude absent when the address is not published.',
});
export type PublicProperty = z.output<typeof PublicPropertySchema>;

/**
 * What the browser may see of a property. An unpublished price or address is removed here,
 * on the server: hiding it in the page would still hand it to anyone reading the JSON. An
 * unpublished price takes every amount of the details with it (registration rights are 2 % of it):
 * every answer, sheet and page head is made from this view.
 */
export function publicProperty(property: Property): PublicProperty {
  const visible: PublicProperty = { ...property, Status: marqueeState(property) ?? 'available' };
  if (!property.PublishPrice) {
    visible.Price = null;
    visible.Details = detailsWithoutAmounts(property.Details);
  }
  if (!property.PublishAddress) {
    visible.Street = '';
    visible.HouseNumber = '';
    delete visible.BoxNr;
    delete visible.Latitude;
    delete visible.Longitude;
  }
  return visible;
}

/** A list card (`propertyCard`): no long description, no gallery, the few details a card shows. */
export const PropertyCardSchema = PublicPropertySchema.omit({ Description: true, Pictures: true, Details: true })
  .extend({
    Details: PropertyDetailsSchema.pick({ Bedrooms: true, Bathrooms: true, SurfaceLiving: true, SurfaceGround: true }),
  })
  .meta({
    id: 'PropertyCard',
    description: 'A property as a list shows it: no description, no gallery (SmallPictureItem only), four details.',
  });
export type PropertyCard = z.output<typeof PropertyCardSchema>;

export function propertyCard(property: PublicProperty): PropertyCard {
  const { Description: _description, Pictures: _pictures, Details, ...card } = property;
  return {
    ...card,
    Details: {
      Bedrooms: Details.Bedrooms,
      Bathrooms: Details.Bathrooms,
      SurfaceLiving: Details.SurfaceLiving,
      SurfaceGround: Details.SurfaceGround,
    },
  };
}
