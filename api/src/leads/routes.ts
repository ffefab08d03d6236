import {
  closedForm,
  LEAD_FORM_NAMES,
  LEAD_FORM_SCHEMAS,
  type CatalogueProperty,
  type Lang,
  type LeadFormName,
} from '@immo/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { Database } from '../db/schema.js';
import { errorBody } from '../http/api-error.js';
import { fieldErrors } from '../http/field-errors.js';
import { invalidInput } from '../http/invalid-input.js';
import { requestLanguage } from '../http/request-language.js';
import type { Translate } from '../i18n/translator.js';
import { leadMails } from './lead-mails.js';
import { queueMails } from '../mail/outbox.js';
import { confirmationRoutes } from '../confirmations/confirmation-routes.js';
import { confirmSearchAlert } from '../alerts/confirm-alert.js';
import type { AltchaChallenges } from './altcha.js';
import { releaseExpiredHolds } from './appointment-holds.js';
import { cancelAppointment, confirmAppointment } from './visit-confirmations.js';
import { unknownReferences } from './catalogue-references.js';
import { LEAD_EFFECTS, LeadRefused } from './lead-effects.js';
import { leadVisitor } from './lead-visitor.js';
import { confirmNewsletter } from './newsletter-confirmation.js';
import { isUnsubscribeToken } from './unsubscribe-link.js';
import { mailUnsubscribeLink } from './unsubscribe-request.js';

export type LeadDeps = {
  db: Kysely<Database>;
  catalogue: () => Catalogue;
  altcha: AltchaChallenges;
  translate: (lang: Lang) => Translate;
  siteOrigin: string;
  agencyMail: string;
  agencyLanguage: Lang;
  /** Signs the newsletter's unsubscribe links (unsubscribe-link.ts), keys the booking clients' hashes. */
  linkSecret: string;
  /** Lead submissions one client may send per minute. */
  leadsPerMinute: number;
  /** Called after a submission is stored, so mail goes out without waiting for the next tick. */
  afterStored: () => void;
  now?: () => Date;
};

const LEAD_BODY_LIMIT = 32 * 1024;
/** Send-to-friend mails one client may have sent per hour. */
export const SEND_TO_FRIEND_LIMIT = { max: 5, timeWindow: '1 hour' };
/** The forms about one property: their `propertyId` must be in the catalogue, and their mails link it. */
export const PROPERTY_FORMS: ReadonlySet<LeadFormName> = new Set<LeadFormName>([
  'contact-me',
  'contact-visit',
  'contact-appointment',
  'document-request',
  'send-to-friend',
  'rental-application',
  'offer',
]);

function isLeadForm(name: string): name is LeadFormName {
  return (LEAD_FORM_NAMES as readonly string[]).includes(name);
}

/** Forms with the anti-spam fields (every one but the newsletter unsubscribe). */
const CAPTCHA_FORMS = new Set<LeadFormName>(
  LEAD_FORM_NAMES.filter((form) => 'website' in LEAD_FORM_SCHEMAS[form].shape),
);

/** POST /api/leads/{form}: validated with the browser's schema, stored first, then mailed through the outbox. */
export async function leadRoutes(app: FastifyInstance, deps: LeadDeps): Promise<void> {
  const now = deps.now ?? (() => new Date());

  // The only captcha (WCAG 1.1.1: nothing to see, hear or type): a proof of work the ALTCHA widget
  // solves by itself; a lead carries its payload as `altcha`. An image captcha was retired: its
  // characters were read by a lookup table, so it stopped nothing.
  app.get(
    '/api/altcha',
    { schema: { tags: ['leads'] }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return deps.altcha.create();
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/properties/:id/appointment-slots',
    { schema: { tags: ['leads'] } },
    async (request, reply) => {
      const propertyId = Number(request.params.id);
      // Places held by bookings left unconfirmed for their hour are free again (appointment-holds.ts).
      if (Number.isSafeInteger(propertyId)) {
        await deps.db.transaction().execute((trx) => releaseExpiredHolds(trx, now(), { propertyId }));
      }
      const slots = await deps.db
        .selectFrom('appointment_slots')
        .select(['id', 'starts_at', 'capacity', 'booked'])
        .where('property_id', '=', Number(request.params.id))
        .where('starts_at', '>', now().toISOString())
        .orderBy('starts_at')
        .execute();
      reply.header('cache-control', 'no-store');
      return slots.map((slot) => ({
        id: slot.id,
        startsAt: slot.starts_at,
        available: Math.max(0, slot.capacity - slot.booked),
      }));
    },
  );

  const submit = async (form: string, request: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLanguage(request);
    const t = deps.translate(lang);
    if (!isLeadForm(form)) return reply.code(404).send(errorBody('pageNotFound', lang, t));

    const parsed = LEAD_FORM_SCHEMAS[form].safeParse(request.body ?? {});
    if (!parsed.success) return invalidInput(reply, lang, t, parsed.error);
    const data = parsed.data as Record<string, unknown>;
    // The honeypot: a person never fills it in, but a browser's autofill may. Answered as any
    // form that did not validate, so a visitor whose browser filled it keeps what they typed and
    // is told it was not sent, instead of being thanked for a request nobody receives.
    if (typeof data.website === 'string' && data.website.trim() !== '') {
      return reply.code(400).send(errorBody('invalidForm', lang, t));
    }

    const property = PROPERTY_FORMS.has(form) ? deps.catalogue().byId.get(Number(data.propertyId)) : undefined;
    if (PROPERTY_FORMS.has(form) && !property) {
      return invalidInput(reply, lang, t, {
        issues: [{ path: ['propertyId'], message: 'validation:required.property' }],
      });
    }
    // The panel hides these requests for a sold or rented property; a request sent anyway is refused.
    const closed = property ? closedForm(property, form) : null;
    if (closed) return reply.code(409).send(errorBody(closed === 'sold' ? 'propertySold' : 'propertyRented', lang, t));
    const unknownIds = unknownReferences(data, deps.catalogue());
    if (unknownIds.length > 0) return invalidInput(reply, lang, t, { issues: unknownIds });
    if (CAPTCHA_FORMS.has(form) && !(await deps.altcha.verify(String(data.altcha ?? '').trim()))) {
      return reply
        .code(400)
        .send(
          errorBody(
            'captchaInvalid',
            lang,
            t,
            fieldErrors([{ path: ['altcha'], message: 'validation:invalid.captcha' }], t),
          ),
        );
    }

    if (form === 'unsubscribe-newsletter' && !isUnsubscribeToken(deps.linkSecret, String(data.email), data.token)) {
      await mailUnsubscribeLink(deps, String(data.email), lang, now());
      deps.afterStored();
      return reply.code(201).send({ ok: true, form, lang, message: t('errors:success.unsubscribe-link-sent') });
    }

    try {
      await storeLead(deps, form, data, lang, property, now(), request.ip);
    } catch (error) {
      if (error instanceof LeadRefused) {
        const fields = error.field
          ? fieldErrors([{ path: [error.field], message: `errors:${error.code}.text` }], t)
          : undefined;
        return reply.code(error.status).send(errorBody(error.code, lang, t, fields));
      }
      request.log.error({ err: error, form }, 'lead not stored');
      return reply.code(503).send(errorBody('mailNotSent', lang, t));
    }
    deps.afterStored();
    return reply.code(201).send({ ok: true, form, lang, message: t(`errors:success.${form}`) });
  };
  const leadOptions = (rateLimit: { max: number; timeWindow: string }) => ({
    bodyLimit: LEAD_BODY_LIMIT,
    schema: { tags: ['leads'] },
    config: { rateLimit },
  });

  // Send to a friend mails a text the sender wrote to an address the sender chose: its own, lower
  // limit per sender's address (and per recipient, lead-effects.ts), so it relays no spam.
  app.post('/api/leads/send-to-friend', leadOptions(SEND_TO_FRIEND_LIMIT), (request, reply) =>
    submit('send-to-friend', request, reply),
  );
  app.post<{ Params: { form: string } }>(
    '/api/leads/:form',
    leadOptions({ max: deps.leadsPerMinute, timeWindow: '1 minute' }),
    (request, reply) => submit(request.params.form, request, reply),
  );

  // The links mailed to confirm a sign-up or a booking (confirmations/).
  await confirmationRoutes(app, {
    ...deps,
    handlers: {
      newsletter: confirmNewsletter(deps),
      appointment: confirmAppointment(deps),
      'appointment-cancel': cancelAppointment(deps),
      'search-alert': confirmSearchAlert,
    },
    perMinute: deps.leadsPerMinute,
    afterConfirmed: deps.afterStored,
    now,
  });
}

async function storeLead(
  deps: LeadDeps,
  form: LeadFormName,
  data: Record<string, unknown>,
  lang: Lang,
  property: CatalogueProperty | undefined,
  now: Date,
  clientAddress: string,
): Promise<void> {
  const stored = { ...data };
  delete stored.altcha;
  delete stored.website;
  delete stored.token;
  const visitor = leadVisitor(data);
  await deps.db.transaction().execute(async (trx) => {
    const lead = await trx
      .insertInto('leads')
      .values({
        form,
        language: lang,
        email: visitor.email?.toLowerCase() ?? null,
        property_id: property?.ID ?? null,
        payload: JSON.stringify(stored),
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const context = { ...deps, clientAddress };
    const outcome = await LEAD_EFFECTS[form]?.(trx, data, lead.id, now.toISOString(), lang, context);
    const mails = leadMails({
      form,
      data: stored,
      lang,
      leadId: lead.id,
      property,
      catalogue: deps.catalogue(),
      t: deps.translate,
      siteOrigin: deps.siteOrigin,
      agencyMail: deps.agencyMail,
      agencyLanguage: deps.agencyLanguage,
      mailVisitor: outcome?.mailVisitor ?? true,
      ...(outcome?.agencyFacts ? { agencyFacts: outcome.agencyFacts } : {}),
    });
    await queueMails(trx, [...mails, ...(outcome?.mails ?? [])], now);
  });
}
