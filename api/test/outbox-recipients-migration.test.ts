import type { Kysely } from 'kysely';
import * as outboxRecipients from '../src/db/migrations/008-outbox-recipients.js';
import { openTempDatabase } from './outbox-fixtures.js';

describe('migration 008: the mailbox of each visitor mail', () => {
  it("gives the last day's visitor mails their key, so the cap counts them from the first start", async () => {
    const { db, close } = await openTempDatabase();
    try {
      // A migration sees the database untyped, as it was before and after it.
      const untyped = db as unknown as Kysely<unknown>;
      await outboxRecipients.down(untyped);
      const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
      const rows = [
        { kind: 'confirmation', to_address: 'A.N.Peeters+x@GoogleMail.com', created_at: at(1) },
        { kind: 'agency-lead', to_address: 'info@immolys.be', created_at: at(1) },
        { kind: 'confirmation', to_address: 'an.peeters@example.be', created_at: at(30) },
      ];
      await db
        .insertInto('outbox')
        .values(
          rows.map((row) => ({ ...row, subject: 's', text_body: 't', attempts: 0, next_attempt_at: row.created_at })),
        )
        .execute();
      await outboxRecipients.up(untyped);
      const keys = await db.selectFrom('outbox').select(['kind', 'recipient_key']).orderBy('id').execute();
      expect(keys.map((row) => row.recipient_key)).toEqual(['anpeeters@gmail.com', null, null]);
    } finally {
      await close();
    }
  });
});
