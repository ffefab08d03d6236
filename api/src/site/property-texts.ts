import {
  formatPrice,
  propertyHeading,
  publicProperty,
  stripMarkup,
  type CatalogueProperty,
  type Lang,
} from '@immo/shared';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { Translate } from '../i18n/translator.js';
import type { PageTexts } from './page-texts.js';

/**
 * A property detail page: its title, city and price, and its first picture as the preview. The
 * public view is used so an unpublished price never reaches a search result ("price on request").
 */
export function propertyTexts(record: CatalogueProperty, lang: Lang, catalogue: Catalogue, t: Translate): PageTexts {
  const property = publicProperty(catalogue.property(record, lang));
  const price = formatPrice(property.Price, { priceUnit: property.PriceUnit, lang });
  const heading = propertyHeading(property);
  const picture = property.Pictures[0] ?? property.SmallPictureItem;
  return {
    title: t('property.title', { title: heading, city: property.City, price }),
    description: t('property.description', {
      type: property.TypeDescription,
      city: property.City,
      price,
      text: stripMarkup(property.Description),
    }).trim(),
    ...(picture && { image: { url: picture.Url, width: picture.Width, height: picture.Height, alt: heading } }),
  };
}
