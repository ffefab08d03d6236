import type { Recorded } from './render';

type Route = (request: Recorded) => { status: number; body?: unknown } | 'offline' | undefined;

/**
 * A fetch that plays the alerts API (POST /api/alerts, GET /api/alerts, POST /api/alerts/end) as
 * `route` says, and the property types; it records every request.
 */
export function fakeAlertsApi(route: Route) {
  const requests: Recorded[] = [];
  const fetch = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://site.test');
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    const request = { url, method: init.method ?? 'GET', body };
    requests.push(request);
    const answer =
      url.pathname === '/api/types'
        ? { status: 200, body: [{ ID: 1, WebID: 1, Name: 'Woning', ShowOrder: 1, Sale: true, Rent: true }] }
        : (route(request) ?? { status: 404, body: null });
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return { ok: answer.status < 400, status: answer.status, json: async () => answer.body };
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  const to = (method: string, path: string) =>
    requests.filter((request) => request.method === method && request.url.pathname === path);
  return { requests, to };
}
