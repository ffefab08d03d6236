import {
  AppointmentSlotListSchema,
  LEAD_FORM_SCHEMAS,
  LeadAnswerSchema,
  PropertyIdParamsSchema,
  type Lang,
  type LeadAnswer,
  type LeadFormName,
} from '@immo/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { confirmSearchAlert } from '../alerts/confirm-alert.js';
import { confirmationRoutes } from '../confirmations/confirmation-routes.js';
import { errorBody } from '../http/api-error.js';
import { fieldErrors } from '../http/field-errors.js';
import { invalidInput } from '../http/invalid-input.js';
import { requestLanguage } from '../http/request-language.js';
import { LangQuerySchema, routeSchema } from '../http/route-schema.js';
import type { Translate } from '../i18n/translator.js';
import { appointmentSlots } from './appointment-slots.js';
import { LEAD_REFUSAL_STATUS, leadRefusalsByStatus, type LeadRefusal } from './lead-outcome.js';
import {
  AltchaChallengeSchema,
  LeadFormBodySchema,
  LeadFormParamsSchema,
  SendToFriendBodySchema,
} from './lead-schemas.js';
import { takeLead, type LeadServiceDeps } from './lead-service.js';
import { confirmNewsletter } from './newsletter-confirmation.js';
import { cancelAppointment, confirmAppointment } from './visit-confirmations.js';

export type LeadDeps = Omit<LeadServiceDeps, 'now'> & {
  /** Lead submissions one client may send per minute. */
  leadsPerMinute: number;
  now?: () => Date;
};

const LEAD_BODY_LIMIT = 32 * 1024;
/** Send-to-friend mails one client may have sent per hour. */
export const SEND_TO_FRIEND_LIMIT = { max: 5, timeWindow: '1 hour' };
/** Captcha challenges one client may ask for a minute. */
const ALTCHA_LIMIT = { max: 60, timeWindow: '1 minute' };

const ALTCHA = routeSchema({
  tags: ['leads'],
  summary: 'A captcha challenge',
  description:
    'The only captcha: a proof of work the ALTCHA widget solves in the browser, with nothing to see, hear ' +
    'or type (WCAG 1.1.1). A form sends the solved payload as its altcha field; a payload counts once.',
  querystring: LangQuerySchema,
  response: { 200: AltchaChallengeSchema },
  rateLimited: true,
});

const SLOTS = routeSchema({
  tags: ['leads'],
  summary: "A property's visit slots",
  description: 'The moments the contact-appointment form may book, with the places left.',
  params: PropertyIdParamsSchema,
  querystring: LangQuerySchema,
  response: { 200: AppointmentSlotListSchema },
});

const LEAD_FORM = routeSchema({
  tags: ['leads'],
  summary: 'Send a form',
  description:
    "A visitor's request: checked with the form's schema, its property and the catalogue ids it names, " +
    'and its captcha; then stored and mailed (to the agency, and to the visitor or a link to confirm). ' +
    'An unknown form is 404.',
  params: LeadFormParamsSchema,
  querystring: LangQuerySchema,
  body: LeadFormBodySchema,
  response: { 201: LeadAnswerSchema },
  errors: { ...leadRefusalsByStatus(), 404: ['pageNotFound'] },
  rateLimited: true,
});

const SEND_TO_FRIEND = routeSchema({
  tags: ['leads'],
  summary: 'Send a property to a friend',
  description:
    'Mails a property with a message to an address the sender chose: limited per sender (5 an hour) and ' +
    'per recipient, so it relays no spam.',
  querystring: LangQuerySchema,
  body: SendToFriendBodySchema,
  response: { 201: LeadAnswerSchema },
  // No visit is booked, and a sold property may still be sent: fewer refusals than the other forms.
  errors: { 400: ['invalidForm', 'captchaInvalid'], 429: ['tooManyRequests'], 503: ['mailNotSent'] },
  rateLimited: true,
});

/**
 * A form's body is checked in the handler with the schema of the form the address names, so each
 * field's message is that form's; the union in the route's schema only documents it. The address and
 * the query are checked as on every route.
 */
function bodyCheckedByItsForm<Schema>(route: Parameters<FastifySchemaCompiler<Schema>>[0]) {
  if (route.httpPart === 'body') return (data: unknown) => ({ value: data });
  return validatorCompiler(route as Parameters<FastifySchemaCompiler<z.ZodType>>[0]);
}

/**
 * A visitor's requests: the captcha's challenge, a property's visit slots, the forms (validated with
 * the browser's schema, checked, stored, then mailed through the outbox: lead-service.ts), and the
 * links mailed to confirm one (confirmations/).
 */
export async function leadRoutes(fastify: FastifyInstance, deps: LeadDeps): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service: LeadServiceDeps = { ...deps, now: deps.now ?? (() => new Date()) };

  // An image captcha was retired: its characters were read by a lookup table, so it stopped nothing.
  app.get('/api/altcha', { schema: ALTCHA, config: { rateLimit: ALTCHA_LIMIT } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return deps.altcha.create();
  });

  app.get('/api/properties/:id/appointment-slots', { schema: SLOTS }, async (request, reply) => {
    const slots = await appointmentSlots(deps.db, request.params.id, service.now());
    reply.header('cache-control', 'no-store');
    return slots;
  });

  const submit = async (form: LeadFormName, request: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLanguage(request);
    const t = deps.translate(lang);
    const parsed = LEAD_FORM_SCHEMAS[form].safeParse(request.body ?? {});
    if (!parsed.success) return invalidInput(reply, lang, t, parsed.error, 'body');
    const data = parsed.data as Record<string, unknown>;
    const outcome = await takeLead(service, { form, data, lang, clientAddress: request.ip });
    if (outcome.refusal) return refuse(request, reply, outcome.refusal, { form, lang, t });
    const answer: LeadAnswer = { ok: true, form, lang, message: t(outcome.thanks) };
    return reply.code(201).send(answer);
  };
  const leadOptions = { bodyLimit: LEAD_BODY_LIMIT, validatorCompiler: bodyCheckedByItsForm };

  // Send to a friend mails a text the sender wrote to an address the sender chose: its own, lower
  // limit per sender's address (and per recipient, lead-effects.ts), so it relays no spam.
  app.post(
    '/api/leads/send-to-friend',
    { ...leadOptions, schema: SEND_TO_FRIEND, config: { rateLimit: SEND_TO_FRIEND_LIMIT } },
    (request, reply) => submit('send-to-friend', request, reply),
  );
  const perMinute = { max: deps.leadsPerMinute, timeWindow: '1 minute' };
  app.post(
    '/api/leads/:form',
    { ...leadOptions, schema: LEAD_FORM, config: { rateLimit: perMinute } },
    (request, reply) => submit(request.params.form, request, reply),
  );

  // The links mailed to confirm a sign-up or a booking (confirmations/).
  await confirmationRoutes(app, {
    ...service,
    handlers: {
      newsletter: confirmNewsletter(deps),
      appointment: confirmAppointment(deps),
      'appointment-cancel': cancelAppointment(deps),
      'search-alert': confirmSearchAlert,
    },
    perMinute: deps.leadsPerMinute,
    afterConfirmed: deps.afterStored,
  });
}

/** A refused lead's answer: its status and code (lead-outcome.ts), with a message per field concerned. */
function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  refusal: LeadRefusal,
  { form, lang, t }: { form: LeadFormName; lang: Lang; t: Translate },
) {
  if (refusal.code === 'mailNotSent') request.log.error({ err: refusal.cause, form }, 'lead not stored');
  const fields = refusal.issues ? fieldErrors(refusal.issues, t) : undefined;
  return reply.code(LEAD_REFUSAL_STATUS[refusal.code]).send(errorBody(refusal.code, lang, t, fields));
}
