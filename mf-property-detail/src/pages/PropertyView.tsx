import { propertyHeading, type PublicProperty } from '@immo/shared';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../components/DetailSection.js';
import { LazyPart } from '@immo/shared/remote';
import { PropertyActions } from '../features/actions/PropertyActions.js';
import { EnergyPanel } from '../features/energy/EnergyPanel.js';
import { Gallery } from '../features/gallery/Gallery.js';
import { Breadcrumb } from '../features/heading/Breadcrumb.js';
import { PropertyHeading } from '../features/heading/PropertyHeading.js';
import { PropertyLocation } from '../features/map/PropertyLocation.js';
import { AttributeSheet } from '../features/sheet/AttributeSheet.js';
import { Description } from '../features/sheet/Description.js';
import { PropertyBuying } from './PropertyBuying.js';

// Players and their consent gate are code most properties (no video, no tour) never need.
const loadMedia = () => import('../features/media/PropertyMedia.js');

/**
 * The page a buyer or tenant decides on (SPEC §1, §3, §4): heading, photos, what to do next, the
 * description, every fact, energy, the purchase costs and mortgage (issue 25), video and tour, and
 * where it is. A pure function of the property: nothing here fetches or reads the browser while rendering. Memoised: the page around it
 * renders again after hydration (the path read in an effect); the same property leaves it alone,
 * so the server's markup of its lazy part (the players) is hydrated once that code arrives, not
 * thrown away and rendered anew.
 */
export const PropertyView = memo(function PropertyView({
  property,
  headingLevel,
}: {
  property: PublicProperty;
  headingLevel: 1 | 2;
}) {
  const { t } = useTranslation('property');
  const sub = headingLevel === 1 ? 'h2' : 'h3';
  return (
    <article className="immo-detail" data-property-id={property.ID} data-status={property.Status}>
      {headingLevel === 1 && <Breadcrumb property={property} />}
      <PropertyHeading property={property} headingLevel={headingLevel} />
      <Gallery pictures={property.Pictures} title={propertyHeading(property)} />
      <PropertyActions property={property} />
      <Description html={property.Description} heading={sub} />
      <EnergyPanel property={property} heading={sub} />
      <DetailSection id="immo-detail-facts" heading={sub} title={t('sections.features')}>
        <AttributeSheet property={property} heading={sub === 'h2' ? 'h3' : 'h4'} />
      </DetailSection>
      <PropertyBuying property={property} heading={sub} />
      {(property.Video || property.VirtualTour) && <LazyPart load={loadMedia} props={{ property, heading: sub }} />}
      <PropertyLocation property={property} heading={sub} />
    </article>
  );
});
