import { createTestApp, type TestApp } from './test-app.js';

/** The load balancer in front (TEST-NET-1), and visitors' real addresses (TEST-NET-3). */
const BALANCER = '192.0.2.10';
const VISITOR = '203.0.113.7';
const OTHER_VISITOR = '203.0.113.8';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ seedOwners: false, env: { TRUST_PROXY: `${BALANCER}, 192.0.2.128/25` } });
});
afterAll(() => test.close());

/**
 * A lead that does not validate (400) until the client's budget of LEADS_PER_MINUTE (10) is spent (429):
 * the rate limit counts by the client address the server settled on.
 */
async function leadStatus(remoteAddress: string, forwardedFor?: string): Promise<number> {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/leads/site-contact',
    remoteAddress,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    payload: {},
  });
  return response.statusCode;
}

/** A made-up address for each request: what a client rotating its X-Forwarded-For sends. */
const madeUp = (request: number) => `198.51.100.${request + 1}`;

describe('the client address behind the configured load balancers (TRUST_PROXY)', () => {
  it('is the one the balancer adds: what a client wrote before it does not change it', async () => {
    const statuses: number[] = [];
    for (let request = 0; request < 11; request += 1) {
      // The balancer appends the address it saw to whatever the client sent.
      statuses.push(await leadStatus(BALANCER, `${madeUp(request)}, ${VISITOR}`));
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
    // Another visitor behind the same balancer has a budget of their own.
    expect(await leadStatus(BALANCER, OTHER_VISITOR)).toBe(400);
  });

  it('passes through every balancer of a configured range', async () => {
    const visitor = '203.0.113.9';
    for (let request = 0; request < 10; request += 1) {
      const balancer = `192.0.2.${130 + (request % 2)}`;
      expect(await leadStatus(balancer, `${madeUp(request)}, ${visitor}`)).toBe(400);
    }
    expect(await leadStatus('192.0.2.200', visitor)).toBe(429);
  });

  it('is the socket address of a client that reaches the instance directly, whatever it forwards', async () => {
    const direct = '203.0.113.50';
    const statuses: number[] = [];
    for (let request = 0; request < 11; request += 1) statuses.push(await leadStatus(direct, madeUp(request)));
    expect(statuses[10]).toBe(429);
  });
});
