import { createTestApp, type TestApp } from './test-app.js';

let test: TestApp;
beforeEach(async () => {
  test = await createTestApp({ seedOwners: false });
});
afterEach(async () => {
  await test.close();
});

describe('health (liveness) and readiness, for a load balancer', () => {
  it('answers ready while the database answers, and 503 with the reason once it does not', async () => {
    const ready = await test.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ ready: true });
    expect(ready.headers['cache-control']).toBe('no-store');

    await test.db.destroy();
    const unready = await test.app.inject({ method: 'GET', url: '/api/ready' });
    expect(unready.statusCode).toBe(503);
    expect(unready.json()).toEqual({ ready: false, reason: 'database unavailable' });
  });

  it('stays alive without its database: GET /api/health answers 200, the outbox figures unknown', async () => {
    await test.db.destroy();
    const health = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ ok: true, outbox: null, lastImport: null });
  });
});
