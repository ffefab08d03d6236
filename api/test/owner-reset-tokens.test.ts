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
