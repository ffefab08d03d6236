import { PasswordForgottenFormSchema, PasswordResetFormSchema, pagePath, type Lang } from '@immo/shared';
import type { FastifyInstance } from 'fastify';
import { invalidInput } from '../http/invalid-input.js';
import { requestLanguage } from '../http/request-language.js';
import { queueMails } from '../mail/outbox.js';
import { LOGIN_RATE_LIMIT } from './login-routes.js';
import type { OwnerContext } from './owner-context.js';
import { hashPassword } from './passwords.js';
import { isTooWeak, personalWords } from './password-strength.js';
import { RESET_LIFETIME_MINUTES } from './reset-tokens.js';

/** SPEC §6 password forgotten: a one-time link by mail, then a new password. */
export async function passwordRoutes(scope: FastifyInstance, context: OwnerContext): Promise<void> {
  const { deps, sessions, throttle, resetTokens, refuse } = context;

  scope.post(
    '/api/owner/password-forgotten',
    { config: LOGIN_RATE_LIMIT, bodyLimit: 4096, schema: { tags: ['owner'] } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const t = deps.translate(lang);
      const parsed = PasswordForgottenFormSchema.safeParse(request.body ?? {});
      if (!parsed.success) return invalidInput(reply, lang, t, parsed.error);
      const owner = await deps.db
        .selectFrom('owners')
        .select(['id', 'name', 'email', 'language'])
        .where('email', '=', parsed.data.email.toLowerCase())
        .executeTakeFirst();
      if (owner) {
        const now = deps.now();
        const mailLang = owner.language as Lang;
        const mail = deps.translate(mailLang);
        await deps.db.transaction().execute(async (trx) => {
          const token = await resetTokens.issue(trx, owner.id);
          // In the fragment: a fragment is never sent to a server, so the token stays out of every
          // log and Referer (the portal reads it and drops it from the address).
          const link = `${deps.siteOrigin}${pagePath('login', mailLang)}#reset=${token}`;
          await queueMails(
            trx,
            [
              {
                kind: 'password-reset',
                to: owner.email,
                subject: mail('mail:passwordReset.subject'),
                text: `${mail('mail:passwordReset.body', { name: owner.name, minutes: RESET_LIFETIME_MINUTES, link })}\n\n${mail('mail:signature')}`,
              },
            ],
            now,
          );
        });
        deps.afterQueued();
      }
      // The same answer whether or not the address has an account.
      return reply.code(202).send({ ok: true, message: t('errors:passwordResetSent.text') });
    },
  );

  scope.post(
    '/api/owner/password-reset',
    { config: LOGIN_RATE_LIMIT, bodyLimit: 4096, schema: { tags: ['owner'] } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const t = deps.translate(lang);
      const parsed = PasswordResetFormSchema.safeParse(request.body ?? {});
      if (!parsed.success) return invalidInput(reply, lang, t, parsed.error);
      const { token, password } = parsed.data;
      // The link first: only its holder gets the (costlier) strength check, and learns of it.
      const ownerId = await resetTokens.ownerOf(token);
      if (ownerId === null) return refuse(reply, request, 400, 'resetTokenInvalid');
      const owner = await deps.db
        .selectFrom('owners')
        .select(['email', 'name'])
        .where('id', '=', ownerId)
        .executeTakeFirstOrThrow();
      if (await isTooWeak(password, personalWords(owner)))
        return invalidInput(reply, lang, t, {
          issues: [{ path: ['password'], message: 'validation:invalid.passwordTooWeak' }],
        });
      const passwordHash = await hashPassword(password);
      // The link, every other link of the owner and every session of theirs end with the old password.
      const reset = await deps.db.transaction().execute(async (trx) => {
        const redeemed = await resetTokens.redeem(trx, token);
        if (redeemed === null) return false;
        await trx.updateTable('owners').set({ password_hash: passwordHash }).where('id', '=', redeemed).execute();
        await sessions.destroyAllOf(redeemed, trx);
        return true;
      });
      if (!reset) return refuse(reply, request, 400, 'resetTokenInvalid');
      // The owner logs in next, likely from here: failures of this address before the reset are history.
      await throttle.succeeded(owner.email, request.ip);
      return { ok: true };
    },
  );
}
