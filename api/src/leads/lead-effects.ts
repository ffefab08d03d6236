import type { Lang, LeadFormName } from '@immo/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
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
    const { sent } = await trx
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('sent'))
      .where('kind', '=', 'send-to-friend')
      .where((eb) => eb(eb.fn('lower', ['to_address']), '=', String(data.friendEmail).toLowerCase()))
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(sent) >= FRIEND_MAILS_PER_ADDRESS_PER_DAY) throw new LeadRefused('tooManyRequests', 429, 'friendEmail');
  },

  'document-request': async (trx, data, leadId, now) => {
    const email = String(data.email).toLowerCase();
    const propertyId = Number(data.propertyId);
    const earlier = await trx
      .selectFrom('document_requests')
      .select('lead_id')
      .where('email', '=', email)
      .where('property_id', '=', propertyId)
      .executeTakeFirst();
    if (earlier) throw new LeadRefused('documentAlreadyRequested', 409);
    await trx
      .insertInto('document_requests')
      .values({ email, property_id: propertyId, lead_id: leadId, created_at: now })
      .execute();
  },

  'contact-appointment': async (trx, data, leadId, now) => {
    const slot = await trx
      .selectFrom('appointment_slots')
      .select(['id', 'capacity'])
      .where('id', '=', Number(data.slotId))
      .where('property_id', '=', Number(data.propertyId))
      .where('starts_at', '>', now)
      .executeTakeFirst();
    if (!slot) throw new LeadRefused('invalidForm', 400, 'slotId');
    const booked = await trx
      .selectFrom('appointments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('slot_id', '=', slot.id)
      .executeTakeFirstOrThrow();
    if (Number(booked.n) >= slot.capacity) throw new LeadRefused('appointmentsFull', 409, 'slotId');
    await trx.insertInto('appointments').values({ slot_id: slot.id, lead_id: leadId, created_at: now }).execute();
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
