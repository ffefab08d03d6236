import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/** How long a visit lasts in the calendar and the mails: slots are booked by their start only. */
export const VISIT_MINUTES = 30;

/** A visit's state as the calendars learn it; each later state replaces the earlier (SEQUENCE). */
export type VisitState = 'confirmed' | 'cancelled';

export type VisitEvent = {
  appointmentId: number;
  startsAt: string;
  state: VisitState;
  /** "Visit: Villa with garden, Gent": the event's title, in the reader's language. */
  summary: string;
  location: string;
  description: string;
  url: string;
  /** When the event is written (DTSTAMP). */
  now: Date;
  /** The site's origin: its host names the event (UID), so the same visit is one event everywhere. */
  siteOrigin: string;
};

const STATES: Record<VisitState, { status: ICalEventStatus; method: ICalCalendarMethod; sequence: number }> = {
  confirmed: { status: ICalEventStatus.CONFIRMED, method: ICalCalendarMethod.PUBLISH, sequence: 0 },
  cancelled: { status: ICalEventStatus.CANCELLED, method: ICalCalendarMethod.CANCEL, sequence: 1 },
};

/**
 * A visit as an iCalendar text (RFC 5545, by ical-generator): sent with the mail, it lands in the
 * reader's calendar; its cancellation carries the same UID, so the calendar removes that event.
 */
export function visitCalendar(visit: VisitEvent): string {
  const state = STATES[visit.state];
  const start = new Date(visit.startsAt);
  const calendar = ical({ prodId: { company: 'Immo Lys', product: 'site', language: 'EN' }, method: state.method });
  calendar.createEvent({
    id: `visit-${visit.appointmentId}@${new URL(visit.siteOrigin).hostname}`,
    sequence: state.sequence,
    start,
    end: new Date(start.getTime() + VISIT_MINUTES * 60_000),
    stamp: visit.now,
    status: state.status,
    summary: visit.summary,
    location: visit.location,
    description: visit.description,
    url: visit.url,
  });
  return calendar.toString();
}
