import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';
import { queueEvents, type QueuedEvent } from '../src/import/push/event-queue.js';
import type { PushEvent } from '../src/import/push/push-schemas.js';
import { deltaFeed, runsBySource } from '../src/import/push/push-feed.js';
import { PushWorker, type PushImportReport } from '../src/import/push/push-worker.js';
import { signatureHeader } from '../src/import/push/signature.js';
import type { ParsedFeed } from '../src/import/feed.js';
import { exampleFeed } from './import-helpers.js';
import { createTestApp, type TestApp } from './test-app.js';

const SECRET = 'a push secret of thirty-two chars or more';

let test: TestApp;
afterEach(async () => test?.close());

/** A record of the example feed, with pictures of this site (kept as they are: nothing is downloaded). */
function record(externalId: string): Record<string, unknown> {
  const { publicId: _id, externalId: _own, ...fields } = exampleFeed().properties[0]!;
  return {
    ...fields,
    Pictures: [{ url: '/media/4011842/1.jpg', name: 'Front' }],
    Title: { ...fields.Title, nl: `Woning ${externalId}` },
  };
}

function push(body: unknown, signature?: string, headers: Record<string, string> = {}) {
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return test.app.inject({
    method: 'POST',
    url: '/api/import/events',
    headers: {
      'content-type': 'application/json',
      'x-immo-signature': signature ?? signatureHeader(SECRET, payload, test.clock.now()),
      ...headers,
    },
    payload,
  });
}

const queued = () => test.db.selectFrom('import_events').selectAll().orderBy('id').execute();
const idOf = async (externalId: string) =>
  (
    await test.db
      .selectFrom('properties')
      .select('id')
      .where('source', '=', 'crm')
      .where('external_id', '=', externalId)
      .executeTakeFirst()
  )?.id;

describe('POST /api/import/events (a CRM pushes its changes)', () => {
  beforeEach(async () => {
    test = await createTestApp({ env: { IMPORT_PUSH_SECRET: SECRET } });
  });

  const body = { source: 'crm', events: [{ event: 'updated', externalId: 'CRM-1', record: record('CRM-1') }] };

  it('refuses a wrong signature, a missing one and one over five minutes old with 401, storing nothing', async () => {
    const payload = JSON.stringify(body);
    expect(
      (await push(payload, signatureHeader('another secret entirely, also long', payload, test.clock.now())))
        .statusCode,
    ).toBe(401);
    expect((await push(payload, '')).statusCode).toBe(401);
    // The right signature of another body: the body was changed on the way.
    expect((await push(payload, signatureHeader(SECRET, `${payload} `, test.clock.now()))).statusCode).toBe(401);
    const old = new Date(test.clock.now().getTime() - 6 * 60_000);
    expect((await push(payload, signatureHeader(SECRET, payload, old))).statusCode).toBe(401);
    expect(await queued()).toEqual([]);
  });

  it('answers 202 at once, and the property is on the site after the worker ran', async () => {
    const answer = await push(body);
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({ queued: 1 });
    await test.app.importPush!.flush();

    const id = await idOf('CRM-1');
    expect(id).toBeDefined();
    const page = await test.app.inject({ method: 'GET', url: `/api/properties/${id}?lang=nl` });
    expect(page.json()).toMatchObject({ Title: 'Woning CRM-1' });
    expect((await queued())[0]).toMatchObject({ processed_at: expect.any(String), last_error: null });
    const run = await test.db.selectFrom('import_runs').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(run).toMatchObject({ source: 'crm', mode: 'delta', trigger: 'push', outcome: 'imported' });

    // Withdrawn by a later push: off the site.
    expect((await push({ source: 'crm', events: [{ event: 'withdrawn', externalId: 'CRM-1' }] })).statusCode).toBe(202);
    await test.app.importPush!.flush();
    expect((await test.app.inject({ method: 'GET', url: `/api/properties/${id}?lang=nl` })).statusCode).toBe(404);
  });

  it('queues one delivery once: the same signed push sent again (a retry, a replay) adds nothing', async () => {
    const payload = JSON.stringify(body);
    const signature = signatureHeader(SECRET, payload, test.clock.now());
    expect((await push(payload, signature)).json()).toEqual({ queued: 1 });
    // The same delivery, its header padded with a junk signature: still the same delivery.
    const again = await push(payload, `${signature},v1=00`);
    expect([again.statusCode, again.json()]).toEqual([202, { queued: 0 }]);
    expect(await queued()).toHaveLength(1);
    // A new delivery of the same body (a new timestamp) is a new push.
    test.clock.advance(1000);
    expect((await push(payload)).json()).toEqual({ queued: 1 });
  });

  it('refuses an update without its record with 400 naming the field, and queues nothing of that push', async () => {
    const answer = await push({
      source: 'crm',
      events: [
        { event: 'withdrawn', externalId: 'CRM-2' },
        { event: 'updated', externalId: 'CRM-3' },
      ],
    });
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().fields)).toEqual(['events.1.record']);
    expect(await queued()).toEqual([]);
  });

  it('refuses a body that is not JSON with 400, and one over 1 MB with 413', async () => {
    expect((await push('{"source":')).statusCode).toBe(400);
    const big = {
      source: 'crm',
      events: [{ event: 'updated', externalId: 'CRM-4', record: { Notes: 'x'.repeat(1024 * 1024) } }],
    };
    expect((await push(big)).statusCode).toBe(413);
    expect(await queued()).toEqual([]);
  });

  it('checks the signature before the body: a push it does not sign is 401 even when the body is wrong too', async () => {
    const unsigned = (payload: string) =>
      push(payload, signatureHeader('another secret entirely, also long', payload, test.clock.now()));
    expect((await unsigned('{"source":')).statusCode).toBe(401);
    expect((await unsigned(JSON.stringify({ source: 'crm', events: [] }))).statusCode).toBe(401);
    expect(await queued()).toEqual([]);
  });

  it('refuses a body that is not application/json with 415', async () => {
    const answer = await push(JSON.stringify(body), undefined, { 'content-type': 'text/plain' });
    expect([answer.statusCode, answer.json().error]).toEqual([415, 'invalidForm']);
    expect(await queued()).toEqual([]);
  });

  it('is described in the OpenAPI document with its signature, its body and every answer with its codes', async () => {
    const spec = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const operation = spec.paths['/api/import/events'].post;
    expect(operation.requestBody.content['application/json'].schema.required).toEqual(['source', 'events']);
    const signature = operation.parameters.find((parameter: { in: string }) => parameter.in === 'header');
    expect(signature).toMatchObject({
      name: 'x-immo-signature',
      required: true,
      description: expect.stringMatching(/^t=/),
    });
    const codes = Object.fromEntries(
      Object.entries(
        operation.responses as Record<
          string,
          { content: Record<string, { schema: { properties: Record<string, { enum?: string[] }> } }> }
        >,
      ).map(([status, answer]) => [status, answer.content['application/json']!.schema.properties.error?.enum?.sort()]),
    );
    expect(codes).toEqual({
      202: undefined,
      400: ['invalidForm', 'invalidRequest'],
      401: ['forbidden'],
      413: ['payloadTooLarge'],
      415: ['invalidForm'],
      500: ['apiError'],
    });
    expect(operation.responses['202'].content['application/json'].schema.properties.queued.type).toBe('integer');
  });
});

describe('POST /api/import/events without IMPORT_PUSH_SECRET', () => {
  it('does not exist', async () => {
    test = await createTestApp();
    expect(test.app.importPush).toBeNull();
    const payload = JSON.stringify({ source: 'crm', events: [{ event: 'withdrawn', externalId: 'X' }] });
    const answer = await test.app.inject({
      method: 'POST',
      url: '/api/import/events',
      headers: { 'content-type': 'application/json', 'x-immo-signature': signatureHeader(SECRET, payload, new Date()) },
      payload,
    });
    expect(answer.statusCode).toBe(404);
  });
});

describe('the push worker', () => {
  beforeEach(async () => {
    test = await createTestApp();
  });

  /** A worker whose imports note the events they got and answer `outcome`. */
  function worker(seen: string[], db: Kysely<Database>, answer: () => Promise<PushImportReport>) {
    return new PushWorker({
      db,
      now: test.clock.now,
      log: { info: () => {}, error: () => {} },
      batch: 7,
      importDelta: async (feed: ParsedFeed) => {
        seen.push(...feed.records.map((entry) => entry.externalId ?? '?'), ...feed.withdrawn);
        return answer();
      },
    });
  }
  const imported = async (): Promise<PushImportReport> => ({ outcome: 'imported', rejected: [] });

  it('never hands one event to two workers', async () => {
    const events: PushEvent[] = Array.from({ length: 60 }, (_, i) => ({ event: 'withdrawn', externalId: `W-${i}` }));
    await queueEvents(test.db, 'crm-a', events.slice(0, 30), test.clock.now());
    await queueEvents(test.db, 'crm-b', events.slice(30), test.clock.now());
    const first: string[] = [];
    const second: string[] = [];
    const counts = await Promise.all([
      worker(first, test.db, imported).flush(),
      worker(second, test.db, imported).flush(),
    ]);

    expect(counts[0] + counts[1]).toBe(60);
    expect([...first, ...second].sort()).toEqual(events.map((event) => event.externalId).sort());
    expect((await queued()).every((event) => event.processed_at !== null)).toBe(true);
  });

  it('retries a failed import after a backoff, keeping its error', async () => {
    await queueEvents(test.db, 'crm', [{ event: 'withdrawn', externalId: 'W-1' }], test.clock.now());
    const seen: string[] = [];
    let failures = 1;
    const flaky = worker(seen, test.db, async () => {
      if (failures-- > 0) throw new Error('database went away');
      return imported();
    });

    expect(await flaky.flush()).toBe(1);
    expect((await queued())[0]).toMatchObject({ attempts: 1, processed_at: null, last_error: 'database went away' });
    expect(await flaky.flush()).toBe(0); // not due yet
    test.clock.advance(30_000);
    expect(await flaky.flush()).toBe(1);
    expect((await queued())[0]).toMatchObject({ processed_at: expect.any(String), last_error: null });
    expect(seen).toEqual(['W-1', 'W-1']);
  });
});

describe("the order of one property's events", () => {
  beforeEach(async () => {
    test = await createTestApp();
  });

  it('holds a newer event of a property while an older one waits for its retry, so the newer change wins', async () => {
    await queueEvents(
      test.db,
      'crm',
      [{ event: 'updated', externalId: 'P-1', record: record('P-1') }],
      test.clock.now(),
    );
    const seen: string[][] = [];
    let failures = 1;
    const pushWorker = new PushWorker({
      db: test.db,
      now: test.clock.now,
      log: { info: () => {}, error: () => {} },
      batch: 7,
      importDelta: async (feed: ParsedFeed) => {
        seen.push([...feed.records.map((entry) => entry.externalId ?? '?'), ...feed.withdrawn]);
        if (failures-- > 0) throw new Error('database went away');
        return { outcome: 'imported', rejected: [] };
      },
    });
    expect(await pushWorker.flush()).toBe(1); // the update fails
    await queueEvents(test.db, 'crm', [{ event: 'withdrawn', externalId: 'P-1' }], test.clock.now());
    await queueEvents(test.db, 'crm', [{ event: 'withdrawn', externalId: 'P-2' }], test.clock.now());
    // The withdrawal of P-1 waits behind its update; P-2's goes.
    expect(await pushWorker.flush()).toBe(1);
    expect(seen.at(-1)).toEqual(['P-2']);
    test.clock.advance(30_000);
    await pushWorker.flush();
    await pushWorker.flush();
    expect(seen.slice(2)).toEqual([['P-1'], ['P-1']]);
    const events = await queued();
    expect(events.map((event) => [event.external_id, event.event, event.processed_at !== null])).toEqual([
      ['P-1', 'updated', true],
      ['P-1', 'withdrawn', true],
      ['P-2', 'withdrawn', true],
    ]);
  });
});

describe('queued events as imports', () => {
  const event = (id: number, source: string, kind: 'updated' | 'withdrawn', externalId: string): QueuedEvent => ({
    id,
    source,
    event: kind,
    external_id: externalId,
    payload: kind === 'updated' ? JSON.stringify(record(externalId)) : null,
    received_at: '',
    attempts: 0,
    next_attempt_at: '',
    claimed_until: null,
    processed_at: null,
    last_error: null,
  });

  it('makes one delta import of each run of one source, in the order they came', () => {
    const events = [
      event(1, 'a', 'withdrawn', 'X'),
      event(2, 'a', 'withdrawn', 'Y'),
      event(3, 'b', 'withdrawn', 'X'),
      event(4, 'a', 'withdrawn', 'Z'),
    ];
    expect(runsBySource(events).map((run) => run.map((one) => one.id))).toEqual([[1, 2], [3], [4]]);
  });

  it("keeps the last event of a property, and gives a record its event's external id", async () => {
    const feed = await deltaFeed('crm', [
      event(1, 'crm', 'updated', 'P-1'),
      event(2, 'crm', 'withdrawn', 'P-1'),
      event(3, 'crm', 'withdrawn', 'P-2'),
      event(4, 'crm', 'updated', 'P-2'),
    ]);
    expect(feed.withdrawn).toEqual(['P-1']);
    expect(feed.records).toEqual([expect.objectContaining({ externalId: 'P-2', property: expect.any(Object) })]);
  });
});
