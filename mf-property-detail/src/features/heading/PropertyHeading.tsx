import { cardFacts, formatPrice, propertyHeading, type PublicProperty } from '@immo/shared';
import { useTranslation } from 'react-i18next';
import { useDetailEnv } from '../../property-detail-context.js';

/**
 * Title, type and place, the address only when published, the price (an unpublished one reads
 * "price on request"; unit 7 "starting from"; rents per month), the reference, and for a sold or
 * rented property the marquee and the SPEC §8 message.
 */
export function PropertyHeading({ property, headingLevel }: { property: PublicProperty; headingLevel: 1 | 2 }) {
  const { t } = useTranslation(['property', 'common', 'errors']);
  const { lang } = useDetailEnv();
  const facts = cardFacts(property, lang);
  const Heading = `h${headingLevel}` as const;
  const price = facts.price ?? formatPrice(null, { lang });
  return (
    <header className="immo-detail__heading">
      <p className="immo-detail__place">{facts.place}</p>
      <Heading className="immo-detail__title">{propertyHeading(property)}</Heading>
      {facts.address && <p className="immo-detail__address">{facts.address}</p>}
      <p className="immo-detail__price">{price}</p>
      <p className="immo-detail__reference">{t('common:reference', { id: property.ID })}</p>
      {facts.marquee && (
        <div className={`immo-detail__status immo-detail__status--${facts.marquee}`} role="status">
          <strong className="immo-detail__marquee">{t(`common:marquee.${facts.marquee}`)}</strong>
          <span>{t(facts.marquee === 'sold' ? 'errors:propertySold.text' : 'errors:propertyRented.text')}</span>
        </div>
      )}
    </header>
  );
}
