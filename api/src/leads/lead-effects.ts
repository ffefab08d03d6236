import type { Lang, LeadFormName } from '@immo/shared';
import type { ExpressionBuilder, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { MailFact } from '../mail/mail-content.js';
import type { QueuedMail } from '../mail/outbox.js';
import type { Translate } from '../i18n/translator.js';
import { APPOINTMENT_HOLD_MINUTES, bookingClient, mayBookAnother, releaseExpiredHolds } from './appointment-holds.js';
import { visitFacts } from './appointment-mails.js';
import { askAppointmentConfirmation, type VisitContext } from './visit-confirmations.js';
import { leadVisitor } from './lead-visitor.js';
import { askNewsletterConfirmation } from './newsletter-confirmation.js';
import { recipientKey } from '../mail/recipient-address.js';
import { recipientAtCap } from '../mail/recipient-cap.js';
import type { LeadErrorCode } from './lead-outcome.js';

/** A refusal a form's own rule gives after validation (SPEC §8: full appointments; issue 27: a friend's full mailbox). */
export class LeadRefused extends Error {
  constructor(
    readonly code: LeadErrorCode,
    readonly field?: string,
  ) {
    super(code);
  }
}

type Effect = (
  trx: Transaction<Database>,
  data: Record<string, unknown>,
  leadId: number,
  now: string,
  lang: Lang,
  context: EffectContext,
) => Promise<void | LeadEffectOutcome>;

/**
 * What an effect may ask of the mails that follow: none to the visitor this time (the agency still
 * hears), or `mails` instead (a link to confirm what they asked for: confirmations/), and facts of
 * its own for the agency's mail (a booked visit's moment).
 */
export type LeadEffectOutcome = {
  mailVisitor: false;
  mails?: QueuedMail[];
  agencyFacts?: (t: Translate, lang: Lang) => MailFact[];
};

/**
 * What an effect knows of the request besides the form: where links lead, the agency, the
 * catalogue, and the client's address.
 */
export type EffectContext = VisitContext & { clientAddress: string };

/** What each form does besides being stored and mailed; runs in the transaction that stores the lead. */
export const LEAD_EFFECTS: Partial<Record<LeadFormName, Effect>> = {
  // Send to a friend mails a stranger's message to an address the stranger chose: past the friend's
  // cap (mail/recipient-cap.ts, whoever sends, however the address is written) it is refused, where
  // the other forms are stored and only their mail to the visitor is left out.
  'send-to-friend': async (trx, data, _leadId, now) => {
    const friend = recipientKey(String(data.friendEmail));
    if (await recipientAtCap(trx, friend, 'send-to-friend', new Date(now))) {
      throw new LeadRefused('tooManyRequests', 'friendEmail');
    }
  },

  // Answered alike the first time and after (no one learns which address asked before); the
  // documents go to an address once (one statement inserts or not: also across instances). Not
  // noted while the mailbox is at its cap, so they go when the visitor asks again later.
  'document-request': async (trx, data, leadId, now) => {
    const email = String(data.email).toLowerCase();
    if (await recipientAtCap(trx, recipientKey(email), 'documents', new Date(now))) return { mailVisitor: false };
    const stored = await trx
      .insertInto('document_requests')
      .values({ email, property_id: Number(data.propertyId), lead_id: leadId, created_at: now })
      .onConflict((conflict) => conflict.columns(['email', 'property_id']).doNothing())
      .executeTakeFirst();
    return Number(stored.numInsertedOrUpdatedRows ?? 0) === 0 ? { mailVisitor: false } : undefined;
  },

  // One conditional update takes a place, so bookings on several instances at once never overbook.
  // The place is held for an hour, kept by the link mailed to the visitor (appointment-holds.ts).
  'contact-appointment': async (trx, data, leadId, now, lang, context) => {
    const slotId = Number(data.slotId);
    const at = new Date(now);
    const booker = {
      email: String(data.email).toLowerCase(),
      client: bookingClient(context.linkSecret, context.clientAddress),
    };
    if (!(await mayBookAnother(trx, booker, at))) throw new LeadRefused('tooManyAppointments', 'slotId');
    await releaseExpiredHolds(trx, at, { slotId });
    const bookable = (eb: ExpressionBuilder<Database, 'appointment_slots'>) =>
      eb.and([eb('id', '=', slotId), eb('property_id', '=', Number(data.propertyId)), eb('starts_at', '>', now)]);
    const taken = await trx
      .updateTable('appointment_slots')
      .where(bookable)
      .set((eb) => ({ booked: eb('booked', '+', 1) }))
      .where((eb) => eb('booked', '<', eb.ref('capacity')))
      .returning('starts_at')
      .executeTakeFirst();
    if (!taken) {
      const slot = await trx.selectFrom('appointment_slots').select('id').where(bookable).executeTakeFirst();
      if (!slot) throw new LeadRefused('invalidForm', 'slotId');
      throw new LeadRefused('appointmentsFull', 'slotId');
    }
    const appointment = await trx
      .insertInto('appointments')
      .values({
        slot_id: slotId,
        lead_id: leadId,
        created_at: now,
        ...booker,
        confirmed_at: null,
        released_at: null,
        cancelled_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const property = context.catalogue().byId.get(Number(data.propertyId));
    if (!property) throw new LeadRefused('invalidForm', 'propertyId');
    const { name } = leadVisitor(data);
    const visit = { appointmentId: appointment.id, leadId, startsAt: taken.starts_at, property, name, lang };
    const mails = await askAppointmentConfirmation(trx, context, { ...visit, email: booker.email }, at);
    const awaiting = (t: Translate, agencyLang: Lang) => [
      ...visitFacts(taken.starts_at, t, agencyLang),
      { label: t('mail:visit.state'), value: t('mail:visit.awaiting', { minutes: APPOINTMENT_HOLD_MINUTES }) },
    ];
    return { mailVisitor: false, mails, agencyFacts: awaiting };
  },

  // Subscribes nobody yet: the address is mailed a link that does (newsletter-confirmation.ts).
  'sign-newsletter': async (trx, data, leadId, now, lang, context) => {
    const signUp = { leadId, email: String(data.email), name: leadVisitor(data).name, lang };
    return { mailVisitor: false, mails: await askNewsletterConfirmation(trx, context, signUp, new Date(now)) };
  },

  // Answered the same whether or not the address was subscribed: no one learns who is.
  'unsubscribe-newsletter': async (trx, data, _leadId, now) => {
    await trx
      .updateTable('newsletter_subscribers')
      .set({ unsubscribed_at: now })
      .where('email', '=', String(data.email).toLowerCase())
      .where('unsubscribed_at', 'is', null)
      .execute();
  },
};
