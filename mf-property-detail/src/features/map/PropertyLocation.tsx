import { countryName, isForeign, propertyHeading, streetLine, type PublicProperty } from '@immo/shared';
import { useTranslation } from 'react-i18next';
import { DetailSection } from '../../components/DetailSection.js';
import { NewTabLink } from '../../components/NewTabLink.js';
import { useDetailEnv } from '../../property-detail-context.js';
import { PropertyMap } from './PropertyMap.js';
import { streetViewUrl } from './street-view.js';

/**
 * Where the property is: a map and a Street View link for a published address. The API sends no
 * coordinates for an unpublished one, so nothing exact can show: the page says it is on request.
 */
export function PropertyLocation({ property, heading }: { property: PublicProperty; heading: 'h2' | 'h3' }) {
  const { t } = useTranslation('property');
  const { lang } = useDetailEnv();
  const { Latitude: lat, Longitude: lng } = property;
  return (
    <DetailSection id="immo-detail-location" heading={heading} title={t('sections.location')}>
      <p>
        {property.PublishAddress && property.Street ? `${streetLine(property)}, ` : ''}
        {property.Zip} {property.City}
        {isForeign(property) ? `, ${countryName(property, lang)}` : ''}
      </p>
      {lat !== undefined && lng !== undefined ? (
        <>
          <PropertyMap lat={lat} lng={lng} title={propertyHeading(property)} />
          <NewTabLink href={streetViewUrl(lat, lng)}>{t('media.streetView')}</NewTabLink>
        </>
      ) : (
        <p className="immo-detail__note">{t('values.addressOnRequest')}</p>
      )}
    </DetailSection>
  );
}
