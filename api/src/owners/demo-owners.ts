import type { CatalogueProperty } from '@immo/shared';
import type { Kysely } from 'kysely';
import { ConfigError } from '../config.js';
import type { Database } from '../db/schema.js';
import { DEMO_OWNERS, seedOwners } from './seed-owners.js';

export type OwnerAccountsMode = { demo: boolean; production: boolean };

/** The demo accounts (their passwords are published in api/README.md) the database holds. */
export async function demoAccountsIn(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('owners')
    .select('email')
    .where(
      'email',
      'in',
      DEMO_OWNERS.map((owner) => owner.email),
    )
    .orderBy('email')
    .execute();
  return rows.map((row) => row.email);
}

/**
 * Demo owners exist only in demo mode (DEMO=1, which `npm start` sets). A production start
 * without it refuses to run while any of them is in the database: anyone who read the README
 * could log in to their portal.
 */
export async function prepareOwnerAccounts(
  db: Kysely<Database>,
  properties: readonly CatalogueProperty[],
  now: Date,
  mode: OwnerAccountsMode,
): Promise<void> {
  if (mode.demo) {
    await seedOwners(db, properties, now);
    return;
  }
  if (!mode.production) return;
  const present = await demoAccountsIn(db);
  if (present.length === 0) return;
  throw new ConfigError(
    `the database holds the demo owner accounts ${present.join(', ')}, whose passwords are published, ` +
      'and NODE_ENV=production is set without DEMO=1. Delete those accounts (or start from a new database), ' +
      'or set DEMO=1 if this server is a demonstration.',
  );
}

/** `prepareOwnerAccounts` for the server's start: a refusal is one clear line and exit code 1. */
export async function prepareOwnerAccountsOrExit(
  db: Kysely<Database>,
  properties: readonly CatalogueProperty[],
  now: Date,
  mode: OwnerAccountsMode,
  exit: (code: number) => never = (code) => process.exit(code),
  report: (message: string) => void = (message) => console.error(message),
): Promise<void> {
  try {
    await prepareOwnerAccounts(db, properties, now, mode);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    report(`@immo/api will not start: ${error.message}`);
    exit(1);
  }
}
