import { formatPrice, propertyPath, type CatalogueProperty, type Lang } from '@immo/shared';
import type { Translate } from '../i18n/translator.js';
import type { MailFact, MailLink } from '../mail/mail-content.js';
import type { Audience } from './lead-facts.js';

export type PropertyMailContext = { t: Translate; lang: Lang; audience: Audience; siteOrigin: string };

/** The property's page on the site, in the reader's language. */
export function propertyLink(property: CatalogueProperty, lang: Lang, siteOrigin: string): string {
  return siteOrigin + propertyPath({ ...property, Title: property.Title[lang] }, lang);
}

/**
 * Where the property is, as the reader may know it: the agency always has the street; a visitor only
 * when the address is published (else the town, as on the site).
 */
export function propertyAddress(property: CatalogueProperty, audience: Audience): string {
  const town = `${property.Zip} ${property.City}`;
  if (audience === 'visitor' && !property.PublishAddress) return town;
  const street = [property.Street, property.HouseNumber, property.BoxNr].filter(Boolean).join(' ');
  return street ? `${street}, ${town}` : town;
}

/** "ref. 123 – Villa with garden, Gent": how a subject names the property. */
export function propertyLabel(property: CatalogueProperty, t: Translate, lang: Lang): string {
  return t('mail:property.label', { reference: property.ID, title: property.Title[lang], city: property.City });
}

/** The property a request is about: reference, title, address, price as published, and its link. */
export function propertySection(
  property: CatalogueProperty,
  context: PropertyMailContext,
): { heading: string; facts: MailFact[]; link: MailLink } {
  const { t, lang } = context;
  const facts: MailFact[] = [
    { label: t('mail:property.reference'), value: String(property.ID) },
    { label: t('mail:property.title'), value: property.Title[lang] },
    { label: t('mail:property.address'), value: propertyAddress(property, context.audience) },
  ];
  if (property.PublishPrice && property.Price !== null) {
    facts.push({
      label: t('mail:property.price'),
      value: formatPrice(property.Price, { priceUnit: property.PriceUnit, lang }),
    });
  }
  return {
    heading: t('mail:property.heading'),
    facts,
    link: { label: t('mail:property.link'), href: propertyLink(property, lang, context.siteOrigin) },
  };
}
