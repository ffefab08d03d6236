import { cardFacts, propertyPath, type PropertyCard as Card } from '@immo/shared';
import { EpcBadge } from '@immo/shared/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useListingsEnv } from '../../listings-context.js';
import { FavouriteButton } from './FavouriteButton.js';
import { Picture, type PictureLoading } from './Picture.js';

export type CardProps = {
  card: Card;
  /** The heading level of the card's title: one below the list's own heading. */
  headingLevel: 2 | 3 | 4;
  sizes: string;
  loading?: PictureLoading;
};

/**
 * A property in a list (SPEC §2/§3): picture, sold/rented banner, type and city, price (only when
 * published), address (only when published), bedrooms and surface, EPC label. The whole card is
 * one link to the detail page; the heart is a button of its own.
 */
export function PropertyCard({ card, headingLevel, sizes, loading }: CardProps) {
  const { t } = useTranslation(['listings', 'common', 'errors']);
  const { lang, apiBase, siteBase } = useListingsEnv();
  const titleId = useId();
  const facts = cardFacts(card, lang);
  const Heading = `h${headingLevel}` as const;
  const href = `${siteBase}${propertyPath(card, lang)}`;
  return (
    <article className="immo-card" aria-labelledby={titleId} data-property-id={card.ID}>
      <div className="immo-card__media">
        <Picture
          url={card.SmallPictureItem?.Url}
          alt={t('listings:card.photoAlt', { title: card.Title })}
          apiBase={apiBase}
          sizes={sizes}
          loading={loading}
        />
        {facts.marquee && (
          <p className={`immo-card__marquee immo-card__marquee--${facts.marquee}`}>
            {t(`common:marquee.${facts.marquee}`)}
          </p>
        )}
      </div>
      <div className="immo-card__body">
        <p className="immo-card__type">{facts.place}</p>
        <Heading className="immo-card__title" id={titleId}>
          <a className="immo-card__link" href={href}>
            {card.Title}
          </a>
        </Heading>
        {facts.address && <p className="immo-card__address">{facts.address}</p>}
        {facts.price && <p className="immo-card__price">{facts.price}</p>}
        <div className="immo-card__footer">
          <ul className="immo-card__facts">
            {facts.bedrooms !== null && facts.bedrooms > 0 && (
              <li>{t('listings:units.bedrooms', { count: facts.bedrooms })}</li>
            )}
            {facts.surface !== null && facts.surface > 0 && (
              <li>{t('listings:units.surface', { value: facts.surface })}</li>
            )}
          </ul>
          {facts.epc && <EpcBadge epc={facts.epc} />}
        </div>
      </div>
      <FavouriteButton id={card.ID} title={card.Title} />
    </article>
  );
}
