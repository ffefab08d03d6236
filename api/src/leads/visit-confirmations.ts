import { DEFAULT_LANGUAGE, isLang, type CatalogueProperty } from '@immo/shared';
import type { Transaction } from 'kysely';
import type { Catalogue } from '../catalogue/catalogue.js';
import { confirmationLink, issueConfirmation, type LinkContext } from '../confirmations/confirmation-links.js';
import type { ConfirmationHandler } from '../confirmations/confirmation-service.js';
import type { Database } from '../db/schema.js';
import { queueMails, type QueuedMail } from '../mail/outbox.js';
import { APPOINTMENT_HOLD_MINUTES, HOLD_MS } from './appointment-holds.js';
import {
  bookedVisitMail,
  cancelledVisitMails,
  confirmedVisitMails,
  type Visit,
  type VisitMailContext,
} from './appointment-mails.js';
import { leadVisitor } from './lead-visitor.js';

/** What the booking's links and mails need: the links' context, the agency, the catalogue. */
export type VisitContext = LinkContext & VisitMailContext & { catalogue: () => Catalogue };

/** A cancel link lives until the visit starts: after that there is nothing left to free. */
async function cancelLink(trx: Transaction<Database>, context: VisitContext, visit: Visit, now: Date) {
  const lifetime = Math.max(0, Date.parse(visit.startsAt) - now.getTime());
  const token = await issueConfirmation(
    trx,
    { kind: 'appointment-cancel', subjectId: visit.appointmentId },
    lifetime,
    now,
  );
  return confirmationLink(context.siteOrigin, visit.lang, token);
}

/** The booking's mail: the place is held until the confirm link's hour is over; it can be cancelled. */
export async function askAppointmentConfirmation(
  trx: Transaction<Database>,
  context: VisitContext,
  visit: Visit,
  now: Date,
): Promise<QueuedMail[]> {
  const token = await issueConfirmation(trx, { kind: 'appointment', subjectId: visit.appointmentId }, HOLD_MS, now);
  const links = {
    confirm: confirmationLink(context.siteOrigin, visit.lang, token),
    cancel: await cancelLink(trx, context, visit, now),
  };
  return [bookedVisitMail(visit, context, links, APPOINTMENT_HOLD_MINUTES)];
}

type StoredVisit = { visit: Visit; slotId: number; confirmed: boolean };

/** A booking with what its mails say: the slot's moment, the property, the visitor of its lead. */
async function storedVisit(
  trx: Transaction<Database>,
  appointmentId: number,
  catalogue: Catalogue,
): Promise<StoredVisit | null> {
  const row = await trx
    .selectFrom('appointments')
    .innerJoin('appointment_slots', 'appointment_slots.id', 'appointments.slot_id')
    .innerJoin('leads', 'leads.id', 'appointments.lead_id')
    .select([
      'appointments.lead_id',
      'appointments.email',
      'appointments.confirmed_at',
      'appointment_slots.id as slot_id',
      'appointment_slots.starts_at',
      'appointment_slots.property_id',
      'leads.language',
      'leads.payload',
    ])
    .where('appointments.id', '=', appointmentId)
    .executeTakeFirst();
  const property: CatalogueProperty | undefined = row ? catalogue.byId.get(row.property_id) : undefined;
  if (!row || !property) return null;
  const visitor = leadVisitor(JSON.parse(row.payload) as Record<string, unknown>);
  const visit: Visit = {
    appointmentId,
    leadId: row.lead_id,
    startsAt: row.starts_at,
    property,
    email: row.email ?? visitor.email ?? '',
    name: visitor.name,
    lang: isLang(row.language) ? row.language : DEFAULT_LANGUAGE,
  };
  return { visit, slotId: row.slot_id, confirmed: row.confirmed_at !== null };
}

/**
 * Following the link within the hour keeps the place; a booking released meanwhile stays released.
 * The visitor and the agency then get the visit with its calendar event.
 */
export function confirmAppointment(context: VisitContext): ConfirmationHandler {
  return async (trx, appointmentId, now) => {
    const confirmed = await trx
      .updateTable('appointments')
      .set({ confirmed_at: now.toISOString() })
      .where('id', '=', appointmentId)
      .where('confirmed_at', 'is', null)
      .where('released_at', 'is', null)
      .executeTakeFirst();
    if (Number(confirmed.numUpdatedRows) === 0) return false;
    const stored = await storedVisit(trx, appointmentId, context.catalogue());
    if (!stored) return true;
    const mails = confirmedVisitMails(stored.visit, context, await cancelLink(trx, context, stored.visit, now), now);
    await queueMails(trx, mails, now);
    return true;
  };
}

/**
 * The cancel link: the place is given back (once: one conditional update, on any instance), and
 * the visitor and the agency are told; a visit already begun or released stays as it is.
 */
export function cancelAppointment(context: VisitContext): ConfirmationHandler {
  return async (trx, appointmentId, now) => {
    const stored = await storedVisit(trx, appointmentId, context.catalogue());
    if (!stored || Date.parse(stored.visit.startsAt) <= now.getTime()) return false;
    const at = now.toISOString();
    const cancelled = await trx
      .updateTable('appointments')
      .set({ released_at: at, cancelled_at: at })
      .where('id', '=', appointmentId)
      .where('released_at', 'is', null)
      .executeTakeFirst();
    if (Number(cancelled.numUpdatedRows) === 0) return false;
    await trx
      .updateTable('appointment_slots')
      .set((eb) => ({ booked: eb('booked', '-', 1) }))
      .where('id', '=', stored.slotId)
      .execute();
    await queueMails(trx, cancelledVisitMails(stored.visit, context, stored.confirmed, now), now);
    return true;
  };
}
