import { parse as parseKyero } from '../src/import/adapters/kyero-feed.js';
import { recordUnreadableFeed } from '../src/import/run-import.js';
import { UnreadableFeed } from '../src/import/feed.js';
import { exampleFeed, importFeed } from './import-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

let test: TestApp;
beforeEach(async () => {
  test = await createTestApp({ seedOwners: false });
});
afterEach(async () => {
  await test.close();
});

const health = async () => (await test.app.inject({ method: 'GET', url: '/api/health' })).json();

describe('GET /api/health shows the last catalogue import', () => {
  it('none before the first, then the last run: when, how it ended, its counts', async () => {
    expect((await health()).lastImport).toBeNull();

    const feed = exampleFeed();
    feed.properties[1]!.Zip = '';
    await importFeed(test, feed);

    expect((await health()).lastImport).toEqual({
      source: 'agency-crm',
      trigger: 'cli',
      startedAt: '2026-11-22T10:00:00.000Z',
      finishedAt: '2026-11-22T10:00:00.000Z',
      outcome: 'imported',
      added: 1,
      updated: 0,
      unchanged: 0,
      withdrawn: 0,
      rejected: 1,
      picturesFailed: 0,
    });
  });

  it('a feed that could not be read is stored and shown as failed', async () => {
    let reason = '';
    try {
      parseKyero('<!DOCTYPE x><root/>');
    } catch (error) {
      if (!(error instanceof UnreadableFeed)) throw error;
      reason = error.message;
    }
    await recordUnreadableFeed(
      test.db,
      { source: 'kyero', format: 'kyero' },
      { mode: 'full', trigger: 'schedule', now: test.clock.now },
      reason,
    );
    expect((await health()).lastImport).toMatchObject({
      source: 'kyero',
      trigger: 'schedule',
      outcome: 'failed',
      added: 0,
    });
  });
});
