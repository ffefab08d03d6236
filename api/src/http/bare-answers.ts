import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { BARE_ANSWER_DIRECTIVES, policyText } from './content-security-policy.js';
import { PERMISSIONS_POLICY } from './permissions-policy.js';

/** HSTS over https: a year, subdomains too (helmet's option and the bare answers' header alike). */
export const HSTS = { maxAge: 31_536_000, includeSubDomains: true } as const;

/**
 * The security headers of an answer no route wrote, which no hook (helmet) sees: strict, since an
 * error body needs nothing. Every routed answer gets helmet's, with its route's policy.
 */
export function bareAnswerHeaders(https: boolean): Record<string, string> {
  return {
    'content-security-policy': policyText(BARE_ANSWER_DIRECTIVES),
    'permissions-policy': PERMISSIONS_POLICY,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    // Embedding sites may read our errors as they read our answers (security.ts).
    'cross-origin-resource-policy': 'cross-origin',
    ...(https ? { 'strict-transport-security': `max-age=${HSTS.maxAge}; includeSubDomains` } : {}),
  };
}

/**
 * Fastify answers some requests itself, before any hook: a path parameter longer than the router
 * takes (414), a request that arrives on an open connection while the server closes (503). The
 * server's own request listener, put before Fastify's, gives every request the bare answer's headers
 * first; a routed answer's hooks then write their own over them.
 */
export function headersBeforeRouting(app: FastifyInstance, headers: Record<string, string>): void {
  app.server.prependListener('request', (_request, response: ServerResponse) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  });
}

/** Fastify's answers to what Node's HTTP parser refuses or gives up on (its default clientErrorHandler). */
function clientErrorAnswer(code: string): { status: number; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, message: 'Client Timeout' };
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, message: 'Exceeded maximum allowed HTTP header size' };
  return { status: 400, message: 'Client Error' };
}

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refused (a broken header, Content-Length or
 * chunk: 400; headers too large: 431) or that did not arrive in time (timeouts.ts: 408) is answered as
 * Fastify does, written straight to the socket, with the bare answer's security headers, and its
 * connection closed.
 */
export function clientErrorHandler(headers: Record<string, string>) {
  return function answerClientError(this: FastifyInstance, error: Error & { code?: string }, socket: Socket): void {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, message } = clientErrorAnswer(error.code ?? '');
    const reason = STATUS_CODES[status]!;
    const body = JSON.stringify({ error: reason, message, statusCode: status });
    this.log.trace({ err: error }, 'client error');
    // An answer already under way on this connection (a 413 sent before the body arrived) must not
    // get a second one in its middle.
    const answering = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage?.headersSent === true;
    if (socket.writable && !answering) {
      const lines = Object.entries({
        ...headers,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(body)),
        connection: 'close',
      }).map(([name, value]) => `${name}: ${value}`);
      socket.write(`HTTP/1.1 ${status} ${reason}\r\n${lines.join('\r\n')}\r\n\r\n${body}`);
    }
    socket.destroy(error);
  };
}
