import { formatPrice, visiblePrice, type AlertFilters, type CatalogueProperty, type Lang } from '@immo/shared';
import type { Translate } from '../i18n/translator.js';
import { propertyLink } from '../leads/property-facts.js';
import type { MailProperty } from '../mail/mail-content.js';
import type { QueuedMail } from '../mail/outbox.js';
import { renderMail } from '../mail/render-mail.js';
import type { AlertMailContext } from './alert-mail-context.js';
import { alertsPageLink, oneClickUnsubscribeUrl } from './alert-links.js';
import { alertListLink } from './list-link.js';
import type { MatchReason } from './match-alerts.js';

/** Properties one alert mail shows; the rest are a link to the list. */
export const PROPERTIES_PER_MAIL = 10;
/** The width of the pictures in an alert mail (one of the widths /media makes). */
const PICTURE_WIDTH = 400;

export type NewsAlert = { id: number; email: string; lang: Lang; filters: AlertFilters };
export type News = { property: CatalogueProperty; reason: MatchReason };

/** A picture of the site as an absolute URL of its 400-pixel variant; null when it has none. */
function pictureUrl(property: CatalogueProperty, siteOrigin: string): string | null {
  const url = property.SmallPictureItem?.Url ?? property.Pictures[0]?.Url;
  if (!url || !url.startsWith('/media/')) return null;
  return `${siteOrigin}${url}?w=${PICTURE_WIDTH}`;
}

/** A property as its list card shows it: picture, title, town, price as published (and whether it went down). */
function mailProperty(news: News, lang: Lang, t: Translate, siteOrigin: string): MailProperty {
  const { property } = news;
  const title = property.Title[lang];
  const price = visiblePrice(property);
  const priceText = price === null ? null : formatPrice(price, { priceUnit: property.PriceUnit, lang });
  const picture = pictureUrl(property, siteOrigin);
  return {
    title,
    place: `${property.Zip} ${property.City}`,
    price: priceText && news.reason === 'price' ? t('mail:searchAlert.lowered', { price: priceText }) : priceText,
    picture: picture ? { src: picture, alt: title } : null,
    link: { label: title, href: propertyLink(property, lang, siteOrigin) },
  };
}

/**
 * One alert's news in one mail, in the alert's language: at most PROPERTIES_PER_MAIL properties with
 * picture, price and link, then "N more" (of `total`) to the list with the alert's filters. Every one
 * carries the one-click unsubscribe (List-Unsubscribe), a visible link that ends this alert and one to
 * see them all.
 */
export function alertNewsMail(
  context: AlertMailContext,
  alert: NewsAlert,
  news: readonly News[],
  total = news.length,
): QueuedMail {
  const { siteOrigin, linkSecret } = context;
  const t = context.translate(alert.lang);
  const shown = news.slice(0, PROPERTIES_PER_MAIL);
  const more = total - shown.length;
  const heading = t('mail:searchAlert.heading', { count: total });
  const listLink = {
    label: t('mail:searchAlert.more', { count: more }),
    href: alertListLink(siteOrigin, alert.filters, alert.lang),
  };
  const rendered = renderMail({
    lang: alert.lang,
    preview: heading,
    heading,
    intro: [t('mail:searchAlert.intro')],
    properties: shown.map((item) => mailProperty(item, alert.lang, t, siteOrigin)),
    links: [
      ...(more > 0 ? [listLink] : []),
      { label: t('mail:searchAlert.manage'), href: alertsPageLink(siteOrigin, linkSecret, alert.email, alert.lang) },
      {
        label: t('mail:searchAlert.unsubscribe'),
        href: alertsPageLink(siteOrigin, linkSecret, alert.email, alert.lang, alert.id),
      },
    ],
    outro: [t('mail:searchAlert.why')],
    signature: t('mail:signature'),
  });
  return {
    kind: 'search-alert',
    to: alert.email,
    subject: t('mail:searchAlert.subject', { count: total }),
    text: rendered.text,
    html: rendered.html,
    listUnsubscribe: oneClickUnsubscribeUrl(siteOrigin, linkSecret, alert.id),
  };
}
