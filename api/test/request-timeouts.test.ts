import { exchange, listening, parseAnswer } from './raw-http.js';
import { expectSecurityHeaders } from './security-headers.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * A client that never finishes its request, on a real socket with short limits: the server answers
 * 408 and closes the connection instead of holding it for ever. Each test waits for the server to close.
 */
let test: TestApp;
let port: number;
beforeAll(async () => {
  test = await createTestApp({ seedOwners: false, env: { HEADERS_TIMEOUT_MS: '300', REQUEST_TIMEOUT_MS: '600' } });
  port = await listening(test.app);
});
afterAll(() => test.close());

describe('a request that does not arrive in time', () => {
  it('is answered 408, with the security headers, when its body never comes', async () => {
    const started = Date.now();
    const text = await exchange(
      port,
      'POST /api/leads/site-contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"name":',
    );
    const answer = parseAnswer(text);
    expect(answer?.status).toBe(408);
    expectSecurityHeaders(answer!.headers);
    // Not before the whole request's limit: its headers came in time.
    expect(Date.now() - started).toBeGreaterThanOrEqual(600);
  });

  it('is answered 408 when its headers never end', async () => {
    const answer = parseAnswer(await exchange(port, 'GET /api/config HTTP/1.1\r\nHost: x\r\n'));
    expect(answer?.status).toBe(408);
  });

  it('is answered 408 when the client opens a connection and sends nothing', async () => {
    expect(parseAnswer(await exchange(port, ''))?.status).toBe(408);
  });

  it('does not touch a request that arrives whole', async () => {
    const body = '{}';
    const answer = parseAnswer(
      await exchange(
        port,
        `POST /api/leads/site-contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
      ),
    );
    expect(answer?.status).toBe(400);
    expect(JSON.parse(answer!.body)).toMatchObject({ error: 'invalidForm' });
  });
});

describe('the limits of a server started without settings', () => {
  it('gives the headers 10 s, the whole request 30 s and an idle connection 60 s', async () => {
    const plain = await createTestApp({ seedOwners: false });
    try {
      expect(plain.app.server).toMatchObject({ headersTimeout: 10_000, requestTimeout: 30_000, timeout: 60_000 });
    } finally {
      await plain.close();
    }
  });
});
