import type { ServerOptions } from 'node:http';

export type RequestTimeouts = {
  /** HEADERS_TIMEOUT_MS: a request's headers arrive within this. */
  headersTimeoutMs: number;
  /** REQUEST_TIMEOUT_MS: the whole request, its body included, arrives within this. */
  requestTimeoutMs: number;
};

/**
 * How long a client may take, so that one which never sends its body (or trickles it) does not hold
 * a socket for ever: headers within `headersTimeoutMs`, the whole request within `requestTimeoutMs`,
 * else 408 and the connection closed (bare-answers.ts). Node checks both at an interval, 30 s unless
 * told, which would let a request run up to 30 s past its limit: here at most every second.
 *
 * Fastify's `connectionTimeout` is the socket's idle time, nothing moving either way: twice the
 * request's limit, so a slow request is told 408 first rather than cut off without a word, and an
 * answer the client stopped reading (or a handler stuck that long) does not hold its socket either.
 * Neither limit touches a handler's own time once its request is in; keep-alive connections wait for
 * their next request as long as Fastify lets them (72 s).
 */
export function serverTimeouts({ headersTimeoutMs, requestTimeoutMs }: RequestTimeouts): {
  requestTimeout: number;
  connectionTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: requestTimeoutMs,
    connectionTimeout: 2 * requestTimeoutMs,
    http: {
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      connectionsCheckingInterval: Math.min(1_000, headersTimeoutMs),
    },
  };
}
