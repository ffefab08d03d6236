import { exchange, listening, parseAnswer } from './raw-http.js';
import { expectSecurityHeaders } from './security-headers.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * Answers no route writes, over a real socket: Node's HTTP parser refuses the request before Fastify
 * sees it, or Fastify's router answers before any hook. Each carries the security headers all the same.
 */
let test: TestApp;
let port: number;
beforeAll(async () => {
  // The API alone: with the site, the pages' wildcard route takes what the API's routes refuse.
  test = await createTestApp({ seedOwners: false, env: { STATIC_ROOT: '' } });
  port = await listening(test.app);
});
afterAll(() => test.close());

describe('an answer no route writes', () => {
  it.each([
    [
      'a Content-Length that is no number',
      'POST /api/owner/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
      400,
    ],
    ['a header line without a colon', 'GET /api/config HTTP/1.1\r\nHost: x\r\nBroken header\r\n\r\n', 400],
    [
      'a chunk size that is no number',
      'POST /api/owner/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      400,
    ],
    [
      'headers over the size Node takes',
      `GET /api/config HTTP/1.1\r\nHost: x\r\nX-Long: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
    [
      'a path parameter longer than the router takes',
      `GET /api/properties/${'1'.repeat(200)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
      414,
    ],
  ])('answers %s with every security header', async (_kind, request, status) => {
    const answer = parseAnswer(await exchange(port, request));
    expect(answer?.status).toBe(status);
    expectSecurityHeaders(answer!.headers);
    // An error body needs nothing: the strictest policy.
    expect(answer!.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('leaves the routed answers their own policy', async () => {
    const answer = parseAnswer(
      await exchange(port, 'GET /api/config HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
    );
    expect(answer?.status).toBe(200);
    expectSecurityHeaders(answer!.headers);
    expect(answer!.headers['content-security-policy']).toContain("default-src 'self'");
    expect(answer!.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
