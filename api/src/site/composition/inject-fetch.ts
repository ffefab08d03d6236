import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/** The origin the injected requests name: never resolved, only parsed. */
const INTERNAL_ORIGIN = 'http://site.internal';

function headersOf(init: RequestInit | undefined): Record<string, string> {
  return Object.fromEntries(new Headers(init?.headers).entries());
}

/**
 * A `fetch` for the remotes' stores while the server renders them: each request is answered by
 * this very Fastify instance in process (`inject`), with no socket and no trip through a proxy,
 * through the same routes, caches and ETags a browser's request meets.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), INTERNAL_ORIGIN);
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: headersOf(init),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      // The answer's bytes as they were written: otherwise light-my-request also decodes them all
      // into a string no one reads (the store reads the Response), 4 % of a page's server render.
      payloadAsStream: true,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    const body = empty ? null : (Readable.toWeb(response.stream()) as ReadableStream<Uint8Array>);
    return new Response(body, { status: response.statusCode, headers });
  };
}
