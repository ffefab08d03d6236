import { RESET_LINK_QUOTA } from '../src/owners/reset-link-quota.js';
import { tokenDigest } from '../src/owners/sessions.js';
import { DEMO_OWNERS } from '../src/owners/seed-owners.js';
import { logIn, requestResetToken, resetPassword, sessionStatus } from './owner-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

let test: TestApp;
beforeEach(async () => {
  test = await createTestApp();
});
afterEach(() => test.close());

const [owner] = DEMO_OWNERS;
const NEW_PASSWORD = 'Kasteel-Gent-Lente-9';

async function ownerId(): Promise<number> {
  const row = await test.db
    .selectFrom('owners')
    .select('id')
    .where('email', '=', owner.email)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('only one reset link of an owner is live', () => {
  it('ends an older link when a new one is mailed', async () => {
    const older = await requestResetToken(test, owner.email);
    const newer = await requestResetToken(test, owner.email);
    const refused = await resetPassword(test, older, NEW_PASSWORD);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('resetTokenInvalid');
    expect((await resetPassword(test, newer, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends every other link of the owner when one is used', async () => {
    const used = await requestResetToken(test, owner.email);
    // A second live link, as a server before this rule could have left in the database.
    const other = 'a-link-mailed-by-an-older-server';
    await test.db
      .insertInto('password_resets')
      .values({
        token_hash: tokenDigest(other),
        owner_id: await ownerId(),
        expires_at: new Date(test.clock.now().getTime() + 20 * 60_000).toISOString(),
        used_at: null,
      })
      .execute();
    expect((await resetPassword(test, used, NEW_PASSWORD)).statusCode).toBe(200);
    const refused = await resetPassword(test, other, 'Another-Castle-Spring-7');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('resetTokenInvalid');
    const left = await test.db.selectFrom('password_resets').select('token_hash').execute();
    expect(left).toEqual([]);
  });

  it('ends every session of the owner on a reset, and the new password works', async () => {
    const first = await logIn(test, owner);
    const second = await logIn(test, owner);
    expect((await resetPassword(test, await requestResetToken(test, owner.email), NEW_PASSWORD)).statusCode).toBe(200);
    expect(await sessionStatus(test, first.cookie)).toBe(401);
    expect(await sessionStatus(test, second.cookie)).toBe(401);
    await logIn(test, { email: owner.email, password: NEW_PASSWORD });
  });
});

describe('at most 3 reset links an hour per account', () => {
  const ask = (email: string, address = '198.51.100.40') =>
    test.app.inject({
      method: 'POST',
      url: '/api/owner/password-forgotten?lang=nl',
      payload: { email },
      remoteAddress: address,
    });
  const resetMails = () => test.sent.filter((mail) => mail.to === owner.email && /#reset=/.test(mail.text));

  it('makes no fourth link within the hour: the same answer, no mail, and the live link still works', async () => {
    expect(RESET_LINK_QUOTA.links).toBe(3);
    await requestResetToken(test, owner.email);
    await requestResetToken(test, owner.email);
    const live = await requestResetToken(test, owner.email);
    test.clock.advance(20 * 60_000);
    const refused = await ask(owner.email);
    const unknown = await ask('nobody@example.be');
    expect(refused.statusCode).toBe(202);
    expect(refused.json()).toEqual(unknown.json());
    await test.app.outbox.flush();
    expect(resetMails()).toHaveLength(3);
    expect((await resetPassword(test, live, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('makes links again once the first ones are an hour old', async () => {
    for (let link = 0; link < RESET_LINK_QUOTA.links; link += 1) await requestResetToken(test, owner.email);
    test.clock.advance(RESET_LINK_QUOTA.windowMs + 1000);
    const fresh = await requestResetToken(test, owner.email);
    expect((await resetPassword(test, fresh, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('makes 3 links of 8 requests sent at once, whichever database connection takes them', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => ask(owner.email, `198.51.100.${50 + i}`)));
    expect(new Set(answers.map((answer) => `${answer.statusCode} ${answer.body}`)).size).toBe(1);
    await test.app.outbox.flush();
    expect(resetMails()).toHaveLength(3);
    const live = await test.db.selectFrom('password_resets').select('token_hash').execute();
    expect(live).toHaveLength(1);
  });
});

describe('the mail of a changed password', () => {
  it('tells the owner, in their language, when the password changed and what to do, with no link', async () => {
    const changedMails = () => test.sent.filter((mail) => mail.subject === 'Uw wachtwoord is gewijzigd');
    expect(owner.language).toBe('nl');
    const token = await requestResetToken(test, owner.email);
    expect((await resetPassword(test, 'not-a-live-link', NEW_PASSWORD)).statusCode).toBe(400);
    await test.app.outbox.flush();
    expect(changedMails()).toEqual([]);

    test.clock.advance(5 * 60_000);
    expect((await resetPassword(test, token, NEW_PASSWORD)).statusCode).toBe(200);
    await test.app.outbox.flush();
    const [mail, ...more] = changedMails();
    expect(more).toEqual([]);
    expect(mail!.to).toBe(owner.email);
    expect(mail!.text).toContain(`Beste ${owner.name}`);
    expect(mail!.text).toContain('2026-11-22 10:05 UTC');
    expect(mail!.text).toContain('Wachtwoord vergeten?');
    expect(mail!.text).not.toMatch(/https?:|www\.|#reset/);
  });
});
