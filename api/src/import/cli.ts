/**
 * `npm run import -w @immo/api -- <file or https URL> [--format json|kyero] [--mode full|delta]
 * [--dry-run] [--force]`: imports a feed into the catalogue of the database the server uses (same
 * DATABASE_URL, or DATA_DIR / DATABASE_FILE). Prints the report, logs it in one line, and exits with 1
 * when the run failed or was refused, 2 on wrong arguments. Running servers show the import within
 * CATALOGUE_POLL_MS (the catalogue version it raised) and send the search alerts' mails it queued.
 * See api/README "Import".
 */
import { readFileSync, statSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { alertMailer } from '../alerts/alert-mailer.js';
import { apiRootOf } from '../api-root.js';
import { loadServerConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { createTranslator } from '../i18n/translator.js';
import { UnreadableFeed, type FeedFormat, type ParsedFeed } from './feed.js';
import { FEED_LIMITS } from './feed-schema.js';
import { formatReport, type ImportMode } from './import-report.js';
import { configuredPictureImporter } from './pictures/configured-picture-importer.js';
import { recordUnreadableFeed, runImport } from './run-import.js';
import { FetchRefused } from './safe-fetch/fetch-refused.js';
import { feedFetcher } from './schedule/fetch-feed.js';
import { guessedFormat, readFeed } from './schedule/read-feed.js';

const USAGE =
  'usage: npm run import -w @immo/api -- <file or https URL> [--format json|kyero] [--mode full|delta] [--dry-run] [--force]';

function argumentsOrExit() {
  try {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        mode: { type: 'string', default: 'full' },
        'dry-run': { type: 'boolean', default: false },
        force: { type: 'boolean', default: false },
      },
    });
    const [location, ...rest] = positionals;
    const format = values.format ?? null;
    if (!location || rest.length > 0) throw new Error('give one feed: a file or an https URL');
    if (format !== null && format !== 'json' && format !== 'kyero') throw new Error('--format is json or kyero');
    if (values.mode !== 'full' && values.mode !== 'delta') throw new Error('--mode is full or delta');
    return {
      location,
      format: format as FeedFormat | null,
      mode: values.mode as ImportMode,
      dryRun: values['dry-run'],
      force: values.force,
    };
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

/** What a feed that could not be read is stored under: its file's name or its URL without the query (which may hold a token). */
function unreadSource(location: string): string {
  return (isUrl(location) ? new URL(location).origin + new URL(location).pathname : basename(location)).slice(0, 200);
}

function isUrl(location: string): boolean {
  return /^https?:\/\//i.test(location) && URL.canParse(location);
}

/** A feed file, refused unread when it is larger than a feed may be. */
function readFeedFile(path: string): string {
  if (statSync(path).size > FEED_LIMITS.feedBytes)
    throw new UnreadableFeed(`the feed is larger than ${FEED_LIMITS.feedBytes} bytes`);
  return readFileSync(path, 'utf8');
}

const args = argumentsOrExit();
// It signs the links of the alert mails it queues: with the server's session secret, kept if it is the first.
const config = loadServerConfig(apiRootOf(import.meta.url));
const log = pino({ level: config.logLevel, base: { name: 'import' } });
const db = await openDatabase(config);
let exitCode = 0;
try {
  let feed: ParsedFeed | null = null;
  let text = '';
  try {
    text = isUrl(args.location)
      ? await feedFetcher(config.importAllowPrivateHosts ? true : undefined)(args.location)
      : readFeedFile(args.location);
    feed = await readFeed(text, args.format);
  } catch (error) {
    if (!(error instanceof UnreadableFeed || error instanceof FetchRefused || (error as NodeJS.ErrnoException).code))
      throw error;
    console.error(`The feed could not be read: ${(error as Error).message}. Nothing changed.`);
    if (!args.dryRun) {
      const format = args.format ?? guessedFormat(text);
      const run = { mode: args.mode, trigger: 'cli' as const, now: () => new Date(), log };
      await recordUnreadableFeed(db, { source: unreadSource(args.location), format }, run, (error as Error).message);
    }
    exitCode = 1;
  }
  if (feed) {
    const report = await runImport(db, feed, {
      mode: args.mode,
      dryRun: args.dryRun,
      force: args.force,
      maxWithdrawShare: config.importMaxWithdrawShare,
      trigger: 'cli',
      now: () => new Date(),
      pictures: configuredPictureImporter(config, db),
      log,
      // The search alerts' mails go into the outbox; a running server sends them at its next round.
      afterImport: alertMailer(db, {
        siteOrigin: config.siteOrigin,
        translate: await createTranslator(),
        linkSecret: config.sessionSecret,
        now: () => new Date(),
      }),
    });
    console.log(formatReport(report));
    if (report.outcome === 'failed' || report.outcome === 'refused') exitCode = 1;
  }
} finally {
  await db.destroy();
}
process.exit(exitCode);
