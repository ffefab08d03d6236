import type { Lang, OwnerSummary } from '@immo/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { queueMails } from '../mail/outbox.js';
import { loginNotificationMail } from './owner-mails.js';
import type { OwnerDeps, OwnerStores } from './owner-services.js';
import { verifyPassword } from './passwords.js';

type OwnerRow = { id: number; email: string; name: string; language: string; password_hash: string };

/** What a login came to: a new session, a refusal, or a wait the throttle imposes on this address. */
export type LoginOutcome =
  | { kind: 'loggedIn'; owner: OwnerSummary; token: string; csrfToken: string }
  | { kind: 'failed' }
  | { kind: 'throttled'; retryAfterSeconds: number };

/** The owner as the portal greets them; the column holds one of the site's languages (seed-owners.ts). */
function ownerSummary(row: Pick<OwnerRow, 'name' | 'email' | 'language'>): OwnerSummary {
  return { name: row.name, email: row.email, language: row.language as Lang };
}

function findOwner(db: Kysely<Database>, email: string): Promise<OwnerRow | undefined> {
  return db
    .selectFrom('owners')
    .select(['id', 'email', 'name', 'language', 'password_hash'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** SPEC §6: a mail tells the owner someone logged in to their account. */
async function notifyLogin(deps: OwnerDeps, owner: OwnerRow, now: Date): Promise<void> {
  await queueMails(deps.db, [loginNotificationMail(deps, owner, now)], now);
  deps.afterQueued();
}

/** SPEC §6: an owner logs in from `address` and is told of it by mail. */
export async function logIn(
  { deps, sessions, throttle }: OwnerStores,
  credentials: { email: string; password: string },
  address: string,
): Promise<LoginOutcome> {
  const email = credentials.email.toLowerCase();
  // Keyed by the address as typed, known or not: a throttled answer says nothing of an account.
  const wait = await throttle.attempt(email, address);
  if (wait > 0) return { kind: 'throttled', retryAfterSeconds: wait };
  const owner = await findOwner(deps.db, email);
  // An unknown e-mail costs the same argon2 work as a wrong password, and gets the same answer (SPEC §8).
  const valid = await verifyPassword(owner?.password_hash ?? null, credentials.password);
  if (!owner || !valid) return { kind: 'failed' };
  await throttle.succeeded(email, address);
  const { token, csrfToken } = await sessions.create(owner.id);
  await notifyLogin(deps, owner, deps.now());
  return { kind: 'loggedIn', owner: ownerSummary(owner), token, csrfToken };
}

/** The owner of a live session. */
export async function sessionOwner(db: Kysely<Database>, ownerId: number): Promise<OwnerSummary> {
  const row = await db
    .selectFrom('owners')
    .select(['name', 'email', 'language'])
    .where('id', '=', ownerId)
    .executeTakeFirstOrThrow();
  return ownerSummary(row);
}
