import type { Lang } from '@immo/shared';
import type { Kysely } from 'kysely';
import { mayMailLink } from '../confirmations/link-mail-quota.js';
import type { Database } from '../db/schema.js';
import type { Translate } from '../i18n/translator.js';
import { queueMails } from '../mail/outbox.js';
import { unsubscribeLink } from './unsubscribe-link.js';

/**
 * An unsubscribe without the newsletter link's signature: nothing changes and the agency hears
 * nothing; a subscribed address gets a mail with the signed link, so only who reads that mailbox
 * can leave the list — at most one link mail a day (link-mail-quota.ts), however often the page is
 * sent. The answer is the same whether the address is subscribed or not, mailed or not.
 */
export async function mailUnsubscribeLink(
  deps: { db: Kysely<Database>; siteOrigin: string; linkSecret: string; translate: (lang: Lang) => Translate },
  email: string,
  lang: Lang,
  now: Date,
): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const subscribed = await trx
      .selectFrom('newsletter_subscribers')
      .select('email')
      .where('email', '=', email.trim().toLowerCase())
      .where('unsubscribed_at', 'is', null)
      .executeTakeFirst();
    if (!subscribed || !(await mayMailLink(trx, subscribed.email, now))) return;
    const t = deps.translate(lang);
    const link = unsubscribeLink(deps.siteOrigin, deps.linkSecret, subscribed.email, lang);
    await queueMails(
      trx,
      [
        {
          kind: 'unsubscribe-link',
          to: subscribed.email,
          subject: t('mail:unsubscribeLink.subject'),
          text: `${t('mail:unsubscribeLink.body', { link })}\n\n${t('mail:signature')}`,
        },
      ],
      now,
    );
  });
}
