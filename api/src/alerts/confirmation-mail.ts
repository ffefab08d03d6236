import type { AlertFilters, Lang } from '@immo/shared';
import type { QueuedMail } from '../mail/outbox.js';
import { renderMail } from '../mail/render-mail.js';
import type { AlertMailContext } from './alert-mail-context.js';
import { alertListLink } from './list-link.js';

/**
 * The one mail an alert sends before it is confirmed (double opt-in): the link to confirm, and
 * the list the alert watches, so the reader sees what they would receive. Nothing the visitor
 * typed is in it but the filters, which the site's own list link carries.
 */
export function alertConfirmationMail(
  context: AlertMailContext,
  alert: { email: string; lang: Lang; filters: AlertFilters },
  confirmLink: string,
  hours: number,
): QueuedMail {
  const t = context.translate(alert.lang);
  const rendered = renderMail({
    lang: alert.lang,
    preview: t('mail:searchAlertConfirmation.heading'),
    heading: t('mail:searchAlertConfirmation.heading'),
    intro: [t('mail:searchAlertConfirmation.body', { hours })],
    links: [
      { label: t('mail:searchAlertConfirmation.confirm'), href: confirmLink },
      {
        label: t('mail:searchAlertConfirmation.list'),
        href: alertListLink(context.siteOrigin, alert.filters, alert.lang),
      },
    ],
    outro: [t('mail:searchAlertConfirmation.notYou')],
    signature: t('mail:signature'),
  });
  return {
    kind: 'search-alert-confirmation',
    to: alert.email,
    subject: t('mail:searchAlertConfirmation.subject'),
    text: rendered.text,
    html: rendered.html,
  };
}
