import type { Lang } from '@immo/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { errorBody } from '../http/api-error.js';
import { requestLanguage } from '../http/request-language.js';
import type { Translate } from '../i18n/translator.js';
import { redeemConfirmation, type ConfirmationKind } from './confirmation-links.js';

/**
 * Does what a kind of link confirms, in the transaction that spends the link (mails it sends
 * included); false when there is nothing left to confirm (a booking released meanwhile).
 */
export type ConfirmationHandler = (trx: Transaction<Database>, subjectId: number, now: Date) => Promise<boolean>;

export type ConfirmationDeps = {
  db: Kysely<Database>;
  translate: (lang: Lang) => Translate;
  handlers: Record<ConfirmationKind, ConfirmationHandler>;
  /** Requests one client may send a minute. */
  perMinute: number;
  /** Called after a confirmation is stored, so its mails go out without waiting for the next tick. */
  afterConfirmed: () => void;
  now: () => Date;
};

/**
 * POST /api/confirmations `{ token }`: the confirm page's button. There is no GET: mail scanners
 * open every link of a mail, so opening the link only shows the page (confirmation-links.ts).
 * An unknown, expired or used link gets 410 `confirmationInvalid`.
 */
export async function confirmationRoutes(app: FastifyInstance, deps: ConfirmationDeps): Promise<void> {
  app.post(
    '/api/confirmations',
    {
      bodyLimit: 1024,
      schema: { tags: ['leads'] },
      config: { rateLimit: { max: deps.perMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const t = deps.translate(lang);
      const token = (request.body as { token?: unknown } | null | undefined)?.token;
      const now = deps.now();
      const confirmed = await deps.db.transaction().execute(async (trx) => {
        const subject = await redeemConfirmation(trx, token, now);
        if (!subject) return null;
        return (await deps.handlers[subject.kind](trx, subject.subjectId, now)) ? subject.kind : null;
      });
      reply.header('cache-control', 'no-store');
      if (!confirmed) return reply.code(410).send(errorBody('confirmationInvalid', lang, t));
      deps.afterConfirmed();
      return { ok: true, kind: confirmed, lang, message: t(`errors:success.${confirmed}-confirmed`) };
    },
  );
}
