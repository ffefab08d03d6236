import type { Lang } from '@immo/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Translate } from '../i18n/translator.js';
import { queueMails } from '../mail/outbox.js';
import { unsubscribeLink } from './unsubscribe-link.js';

/**
 * An unsubscribe without the newsletter link's signature: nothing changes and the agency hears
 * nothing; a subscribed address gets a mail with the signed link, so only who reads that mailbox
 * can leave the list. The answer is the same whether the address is subscribed or not.
 */
export async function mailUnsubscribeLink(
  deps: { db: Kysely<Database>; siteOrigin: string; linkSecret: string; translate: (lang: Lang) => Translate },
  email: string,
  lang: Lang,
  now: Date,
): Promise<void> {
  const subscribed = await deps.db
    .selectFrom('newsletter_subscribers')
    .select('email')
    .where('email', '=', email.trim().toLowerCase())
    .where('unsubscribed_at', 'is', null)
    .executeTakeFirst();
  if (!subscribed) return;
  const t = deps.translate(lang);
  const link = unsubscribeLink(deps.siteOrigin, deps.linkSecret, subscribed.email, lang);
  await queueMails(
    deps.db,
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
}
