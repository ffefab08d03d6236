import type { Property } from '../entities/property.js';
import { marqueeState } from '../format/goal.js';
import { detailsWithoutAmounts } from './hidden-price.js';

export type PublicProperty = Property & { Status: 'available' | 'sold' | 'rented' };

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

/** A list card: no long description, no gallery, the few details a card shows. */
export type PropertyCard = Omit<PublicProperty, 'Description' | 'Pictures' | 'Details'> & {
  Details: Pick<PublicProperty['Details'], 'Bedrooms' | 'Bathrooms' | 'SurfaceLiving' | 'SurfaceGround'>;
};

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
