/**
 * `npm run outbox:retry -w @immo/api`: sends the outbox's dead letters again. It re-queues them in
 * the database the server uses (same DATABASE_URL, or DATA_DIR / DATABASE_FILE, as the server), whose outbox picks
 * them up on its next round; the server may keep running. Prints what it re-queued.
 */
import { existsSync } from 'node:fs';
import { apiRootOf } from '../api-root.js';
import { loadConfigOrExit } from '../config.js';
import { openDatabase } from '../db/database.js';
import { retryDeadLetters } from './dead-letters.js';

const config = loadConfigOrExit(apiRootOf(import.meta.url));
// A wrong DATA_DIR must not create an empty database and report "nothing to retry".
if (!config.databaseUrl && !existsSync(config.databaseFile)) {
  console.error(`No database at ${config.databaseFile}: give the server's DATA_DIR or DATABASE_FILE.`);
  process.exit(1);
}
const db = await openDatabase(config);
try {
  const retried = await retryDeadLetters(db, new Date());
  for (const mail of retried) {
    console.log(`#${mail.id} ${mail.kind} to ${mail.to} (${mail.attempts} attempts; last error: ${mail.lastError})`);
  }
  const where = config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : config.databaseFile;
  console.log(`${retried.length} dead letter(s) queued again in ${where}`);
} finally {
  await db.destroy();
}
