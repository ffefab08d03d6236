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
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}
