import type { Lang, LeadFormName } from '@immo/shared';
import type { ExpressionBuilder, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { lockForTransaction } from '../db/transaction-lock.js';
import type { ApiErrorCode } from '@immo/shared';

/** A refusal a form's own rule gives after validation (SPEC §8: full appointments, repeat documents). */
export class LeadRefused extends Error {
  constructor(
    readonly code: ApiErrorCode,
    readonly status: number,
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
) => Promise<void>;

/**
 * Send to a friend mails a text the sender wrote to an address the sender chose: at most this many
 * such mails reach one address a day, so the form cannot relay spam to anyone (the route also
 * limits each sender's address, leads/routes.ts).
 */
export const FRIEND_MAILS_PER_ADDRESS_PER_DAY = 3;
const A_DAY_MS = 24 * 60 * 60 * 1000;

/** What each form does besides being stored and mailed; runs in the transaction that stores the lead. */
export const LEAD_EFFECTS: Partial<Record<LeadFormName, Effect>> = {
  'send-to-friend': async (trx, data, _leadId, now) => {
    const since = new Date(Date.parse(now) - A_DAY_MS).toISOString();
    const address = String(data.friendEmail).toLowerCase();
    // Counted and queued by one submission at a time per address, so parallel ones cannot pass the cap.
    await lockForTransaction(trx, `send-to-friend:${address}`);
    const { sent } = await trx
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('sent'))
      .where('kind', '=', 'send-to-friend')
      .where((eb) => eb(eb.fn('lower', ['to_address']), '=', address))
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(sent) >= FRIEND_MAILS_PER_ADDRESS_PER_DAY) throw new LeadRefused('tooManyRequests', 429, 'friendEmail');
  },

  // Inserted or not in one statement: two requests at once on two instances get one 201 and one 409.
  'document-request': async (trx, data, leadId, now) => {
    const email = String(data.email).toLowerCase();
    const stored = await trx
      .insertInto('document_requests')
      .values({ email, property_id: Number(data.propertyId), lead_id: leadId, created_at: now })
      .onConflict((conflict) => conflict.columns(['email', 'property_id']).doNothing())
      .executeTakeFirst();
    if (Number(stored.numInsertedOrUpdatedRows ?? 0) === 0) throw new LeadRefused('documentAlreadyRequested', 409);
  },

  // One conditional update takes a place, so bookings on several instances at once never overbook.
  'contact-appointment': async (trx, data, leadId, now) => {
    const slotId = Number(data.slotId);
    const bookable = (eb: ExpressionBuilder<Database, 'appointment_slots'>) =>
      eb.and([eb('id', '=', slotId), eb('property_id', '=', Number(data.propertyId)), eb('starts_at', '>', now)]);
    const taken = await trx
      .updateTable('appointment_slots')
      .where(bookable)
      .set((eb) => ({ booked: eb('booked', '+', 1) }))
      .where((eb) => eb('booked', '<', eb.ref('capacity')))
      .returning('id')
      .executeTakeFirst();
    if (!taken) {
      const slot = await trx.selectFrom('appointment_slots').select('id').where(bookable).executeTakeFirst();
      if (!slot) throw new LeadRefused('invalidForm', 400, 'slotId');
      throw new LeadRefused('appointmentsFull', 409, 'slotId');
    }
    await trx.insertInto('appointments').values({ slot_id: slotId, lead_id: leadId, created_at: now }).execute();
  },

  'sign-newsletter': async (trx, data, _leadId, now, lang) => {
    const email = String(data.email).toLowerCase();
    await trx
      .insertInto('newsletter_subscribers')
      .values({
        email,
        language: lang,
        first_name: String(data.firstName),
        last_name: String(data.lastName),
        subscribed_at: now,
        unsubscribed_at: null,
      })
      .onConflict((conflict) =>
        conflict.column('email').doUpdateSet({ language: lang, subscribed_at: now, unsubscribed_at: null }),
      )
      .execute();
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
