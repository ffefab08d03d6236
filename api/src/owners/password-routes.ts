import {
  PasswordForgottenAnswerSchema,
  PasswordForgottenFormSchema,
  PasswordResetAnswerSchema,
  PasswordResetFormSchema,
} from '@immo/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { invalidInput } from '../http/invalid-input.js';
import { requestLanguage } from '../http/request-language.js';
import { LangQuerySchema, routeSchema } from '../http/route-schema.js';
import { LOGIN_RATE_LIMIT } from './login-routes.js';
import type { OwnerContext } from './owner-guard-plugin.js';
import { FOREIGN_ORIGIN } from './owner-schemas.js';
import { passwordForgotten, resetPassword } from './password-service.js';

const forgotten = routeSchema({
  tags: ['owner'],
  summary: 'Password forgotten',
  description:
    "Mails a one-time link (30 minutes) in the owner's language if the address has an account, at most 3 an " +
    'hour; the answer is the same either way. ' +
    FOREIGN_ORIGIN,
  querystring: LangQuerySchema,
  body: PasswordForgottenFormSchema,
  response: { 202: PasswordForgottenAnswerSchema },
  errors: { 403: ['csrfInvalid'] },
  rateLimited: true,
});

const reset = routeSchema({
  tags: ['owner'],
  summary: 'Set a new password with a mailed link',
  description:
    'The token of the link first (400 resetTokenInvalid when unknown, used or expired), then the password: ' +
    'too easy to guess is 400 invalidForm with fields.password = validation:invalid.passwordTooWeak. Ends every ' +
    'session of the owner and mails them that the password changed. ' +
    FOREIGN_ORIGIN,
  querystring: LangQuerySchema,
  body: PasswordResetFormSchema,
  response: { 200: PasswordResetAnswerSchema },
  errors: { 400: ['resetTokenInvalid'], 403: ['csrfInvalid'] },
  rateLimited: true,
});

/** SPEC §6 password forgotten: a one-time link by mail, then a new password. */
export async function passwordRoutes(fastify: FastifyInstance, context: OwnerContext): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { deps, refuse } = context;

  app.post(
    '/api/owner/password-forgotten',
    { config: LOGIN_RATE_LIMIT, bodyLimit: 4096, schema: forgotten },
    async (request, reply) => {
      await passwordForgotten(context, request.body.email);
      const t = deps.translate(requestLanguage(request));
      return reply.code(202).send({ ok: true, message: t('errors:passwordResetSent.text') });
    },
  );

  app.post(
    '/api/owner/password-reset',
    { config: LOGIN_RATE_LIMIT, bodyLimit: 4096, schema: reset },
    async (request, reply) => {
      const outcome = await resetPassword(context, request.body, request.ip);
      if (outcome === 'linkInvalid') return refuse(reply, request, 400, 'resetTokenInvalid');
      if (outcome === 'tooWeak') {
        const lang = requestLanguage(request);
        const issue = { path: ['password'], message: 'validation:invalid.passwordTooWeak' };
        return invalidInput(reply, lang, deps.translate(lang), { issues: [issue] }, 'body');
      }
      return { ok: true as const };
    },
  );
}
