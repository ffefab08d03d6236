import type { PublicProperty } from '@immo/shared';
import { PropertyVideo } from './PropertyVideo.js';
import { VirtualTour } from './VirtualTour.js';

/** The video and the virtual tour: a chunk of its own, loaded only for a property that has one. */
export default function PropertyMedia({ property, heading }: { property: PublicProperty; heading: 'h2' | 'h3' }) {
  return (
    <>
      <PropertyVideo url={property.Video} heading={heading} />
      <VirtualTour url={property.VirtualTour} heading={heading} />
    </>
  );
}
