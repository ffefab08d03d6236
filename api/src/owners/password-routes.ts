import { PasswordForgottenFormSchema, PasswordResetFormSchema } from '@immo/shared';
import type { FastifyInstance } from 'fastify';
import { invalidInput } from '../http/invalid-input.js';
import { requestLanguage } from '../http/request-language.js';
import { queueMails } from '../mail/outbox.js';
import { LOGIN_RATE_LIMIT } from './login-routes.js';
import type { OwnerContext } from './owner-context.js';
import { passwordChangedMail, resetLinkMail, type MailedOwner } from './owner-mails.js';
import { hashPassword } from './passwords.js';
import { isTooWeak, personalWords } from './password-strength.js';

/** SPEC §6 password forgotten: a one-time link by mail, then a new password. */
export async function passwordRoutes(scope: FastifyInstance, context: OwnerContext): Promise<void> {
  const { deps, sessions, throttle, resetTokens, refuse } = context;

  /** A new link by mail, in one transaction; false (nothing made, nothing mailed) past the hour's quota. */
  const mailResetLink = (owner: MailedOwner & { id: number }) =>
    deps.db.transaction().execute(async (trx) => {
      const token = await resetTokens.issue(trx, owner.id);
      if (token === null) return false;
      await queueMails(trx, [resetLinkMail(deps, owner, token)], deps.now());
      return true;
    });

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
      if (owner && (await mailResetLink(owner))) deps.afterQueued();
      // The same answer whether or not the address has an account, and whether or not a link went.
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
        .select(['email', 'name', 'language'])
        .where('id', '=', ownerId)
        .executeTakeFirstOrThrow();
      if (await isTooWeak(password, personalWords(owner)))
        return invalidInput(reply, lang, t, {
          issues: [{ path: ['password'], message: 'validation:invalid.passwordTooWeak' }],
        });
      const passwordHash = await hashPassword(password);
      // The link, every other link of the owner and every session of theirs end with the old password,
      // and a mail tells the owner, in case it was not them.
      const reset = await deps.db.transaction().execute(async (trx) => {
        const redeemed = await resetTokens.redeem(trx, token);
        if (redeemed === null) return false;
        await trx.updateTable('owners').set({ password_hash: passwordHash }).where('id', '=', redeemed).execute();
        await sessions.destroyAllOf(redeemed, trx);
        const now = deps.now();
        await queueMails(trx, [passwordChangedMail(deps, owner, now)], now);
        return true;
      });
      if (!reset) return refuse(reply, request, 400, 'resetTokenInvalid');
      deps.afterQueued();
      // The owner logs in next, likely from here: failures of this address before the reset are history.
      await throttle.succeeded(owner.email, request.ip);
      return { ok: true };
    },
  );
}
