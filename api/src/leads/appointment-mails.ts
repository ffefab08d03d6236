import { formatMoment, type CatalogueProperty, type Lang } from '@immo/shared';
import type { Translate } from '../i18n/translator.js';
import type { MailFact, MailLink } from '../mail/mail-content.js';
import type { QueuedMail } from '../mail/outbox.js';
import { renderMail } from '../mail/render-mail.js';
import { plainName } from '../mail/visitor-name.js';
import type { Audience } from './lead-facts.js';
import { propertyAddress, propertyLabel, propertyLink, propertySection } from './property-facts.js';
import { VISIT_MINUTES, visitCalendar, type VisitState } from './visit-calendar.js';

/** One booked visit, as its mails need it. */
export type Visit = {
  appointmentId: number;
  leadId: number;
  startsAt: string;
  property: CatalogueProperty;
  /** The visitor: address, name as typed, language. */
  email: string;
  name: string;
  lang: Lang;
};

/** Where the mails' links lead and who reads the agency's copy. */
export type VisitMailContext = {
  siteOrigin: string;
  translate: (lang: Lang) => Translate;
  agencyMail: string;
  agencyLanguage: Lang;
};

/** "Friday 27 November, 17:00 (30 minutes)": when, in the reader's language and the agency's time zone. */
export function visitFacts(startsAt: string, t: Translate, lang: Lang): MailFact[] {
  return [
    { label: t('mail:visit.when'), value: formatMoment(startsAt, lang) },
    { label: t('mail:visit.duration'), value: t('mail:visit.minutes', { minutes: VISIT_MINUTES }) },
  ];
}

/** The visit as an event for the reader's calendar, in the reader's language. */
function calendarOf(visit: Visit, state: VisitState, reader: Reader, context: VisitMailContext, now: Date): string {
  const { t, lang, audience } = reader;
  const link = propertyLink(visit.property, lang, context.siteOrigin);
  return visitCalendar({
    appointmentId: visit.appointmentId,
    startsAt: visit.startsAt,
    state,
    summary: t('mail:visit.calendarTitle', { property: propertyLabel(visit.property, t, lang) }),
    location: propertyAddress(visit.property, audience),
    description: `${propertyLabel(visit.property, t, lang)}\n${link}`,
    url: link,
    siteOrigin: context.siteOrigin,
    now,
  });
}

type Reader = { t: Translate; lang: Lang; audience: Audience; to: string };

function readers(visit: Visit, context: VisitMailContext): { visitor: Reader; agency: Reader } {
  return {
    visitor: { t: context.translate(visit.lang), lang: visit.lang, audience: 'visitor', to: visit.email },
    agency: {
      t: context.translate(context.agencyLanguage),
      lang: context.agencyLanguage,
      audience: 'agency',
      to: context.agencyMail,
    },
  };
}

/** One mail about the visit: its moment, its property, links, and the calendar event when there is one. */
function visitMail(
  visit: Visit,
  reader: Reader,
  context: VisitMailContext,
  parts: { kind: string; key: string; links?: MailLink[]; calendar?: string; values?: Record<string, unknown> },
): QueuedMail {
  const { t, lang } = reader;
  const values = {
    name: plainName(visit.name) || visit.email,
    moment: formatMoment(visit.startsAt, lang),
    property: propertyLabel(visit.property, t, lang),
    ...parts.values,
  };
  const subject = t(`mail:${parts.key}.subject`, values);
  const property = propertySection(visit.property, {
    t,
    lang,
    audience: reader.audience,
    siteOrigin: context.siteOrigin,
  });
  const agency = reader.audience === 'agency';
  const content = {
    lang,
    preview: subject,
    heading: subject,
    intro: [t(`mail:${parts.key}.body`, values)],
    facts: visitFacts(visit.startsAt, t, lang),
    sections: [property],
    links: parts.links ?? [],
    signature: agency ? t('mail:agencyLead.footer', { origin: context.siteOrigin }) : t('mail:signature'),
  };
  return {
    kind: parts.kind,
    leadId: visit.leadId,
    to: reader.to,
    subject,
    ...renderMail(content),
    ...(agency ? { replyTo: { name: plainName(visit.name), address: visit.email } } : {}),
    ...(parts.calendar ? { calendar: parts.calendar } : {}),
  };
}

/** The booking's mail: confirm within the hold, or cancel; no calendar event until it is confirmed. */
export function bookedVisitMail(
  visit: Visit,
  context: VisitMailContext,
  links: { confirm: string; cancel: string },
  holdMinutes: number,
): QueuedMail {
  const { visitor } = readers(visit, context);
  return visitMail(visit, visitor, context, {
    kind: 'appointment-confirmation',
    key: 'appointmentConfirmation',
    values: { minutes: holdMinutes },
    links: [
      { label: visitor.t('mail:visit.confirmLink'), href: links.confirm },
      { label: visitor.t('mail:visit.cancelLink'), href: links.cancel },
    ],
  });
}

/** Confirmed: the visitor and the agency each get the visit with its calendar event. */
export function confirmedVisitMails(
  visit: Visit,
  context: VisitMailContext,
  cancelLink: string,
  now: Date,
): QueuedMail[] {
  const { visitor, agency } = readers(visit, context);
  return [
    visitMail(visit, visitor, context, {
      kind: 'appointment-confirmed',
      key: 'visitConfirmed',
      links: [{ label: visitor.t('mail:visit.cancelLink'), href: cancelLink }],
      calendar: calendarOf(visit, 'confirmed', visitor, context, now),
    }),
    visitMail(visit, agency, context, {
      kind: 'agency-visit-confirmed',
      key: 'agencyVisitConfirmed',
      calendar: calendarOf(visit, 'confirmed', agency, context, now),
    }),
  ];
}

/**
 * Cancelled by the visitor: both are told; a visit that was confirmed (and so in their calendars)
 * comes with the event's cancellation.
 */
export function cancelledVisitMails(
  visit: Visit,
  context: VisitMailContext,
  wasConfirmed: boolean,
  now: Date,
): QueuedMail[] {
  const { visitor, agency } = readers(visit, context);
  const calendar = (reader: Reader) =>
    wasConfirmed ? { calendar: calendarOf(visit, 'cancelled', reader, context, now) } : {};
  return [
    visitMail(visit, visitor, context, { kind: 'appointment-cancelled', key: 'visitCancelled', ...calendar(visitor) }),
    visitMail(visit, agency, context, {
      kind: 'agency-visit-cancelled',
      key: 'agencyVisitCancelled',
      ...calendar(agency),
    }),
  ];
}
