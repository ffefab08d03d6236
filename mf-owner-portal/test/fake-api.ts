/** What the fake API answers a request: a status and a JSON body, or no answer at all. */
export type Answer = { status: number; body?: unknown } | 'offline';
export type Recorded = { path: string; method: string; headers: Record<string, string>; body: unknown };
type Route = (request: Recorded) => Answer | undefined;

export const OWNER = { name: 'An Peeters', email: 'an.peeters@example.be', language: 'nl' };

function ownedProperty(id: number, title: string) {
  return {
    property: { ID: id, Title: title, TypeDescription: 'Huis', City: 'Gent', Zip: '9000', Goal: 0 },
    manager: { name: 'Sofie Claes', email: 'sofie.claes@immolys.be', phone: '0475 21 43 65' },
  };
}
export const PROPERTIES = [ownedProperty(4011958, 'Herenwoning'), ownedProperty(4012345, 'Appartement')];

export function statistics(visits: number) {
  return {
    days: 30,
    from: '2026-10-25',
    to: '2026-11-23',
    totals: { visits, communications: 1, onlineMedia: 0 },
    pageVisits: { today: 2, week: 9, month: 40, total: 1558 },
    perDay: [{ date: '2026-11-23', visits, communications: 1, onlineMedia: 0, pageViews: 2 }],
    events: [
      {
        date: '2026-11-22',
        type: 'visit',
        contact: 'A. Leroy',
        subject: 'Bezichtiging',
        comment: 'Vond de tuin te klein',
        status: 'planned',
        source: 'Website',
      },
    ],
  };
}

const expired = {
  status: 401,
  body: { error: 'sessionExpired', title: 'Sessie verlopen', message: 'Uw sessie is verlopen.', lang: 'nl' },
};

/**
 * The owner API as the portal sees it: a session after a login with `password`, the two
 * properties, their figures and documents — every request recorded. `routes` answer first.
 */
export function fakeOwnerApi({ password = 'Zonnebloem-2026', loggedIn = false, routes = [] as Route[] } = {}) {
  const requests: Recorded[] = [];
  let session = loggedIn;
  // The browser's session cookie: set by a login, cleared by a logout, kept when the session expires.
  let cookie = loggedIn;
  const answer = (request: Recorded): Answer => {
    for (const route of routes) {
      const answered = route(request);
      if (answered) return answered;
    }
    const { path, method, body } = request;
    if (path === '/api/owner/login') {
      if ((body as { password?: string }).password !== password)
        return {
          status: 401,
          body: {
            error: 'loginFailed',
            title: 'Aanmelden mislukt',
            message: 'Ongeldig e-mailadres of wachtwoord',
            lang: 'nl',
          },
        };
      session = cookie = true;
      return { status: 200, body: { owner: OWNER, csrfToken: 'csrf-1' } };
    }
    if (path === '/api/owner/password-forgotten') return { status: 202, body: { ok: true, message: 'Mail onderweg' } };
    if (path === '/api/owner/password-reset') return { status: 200, body: { ok: true } };
    if (path === '/api/owner/session' && !cookie) return { status: 200, body: { owner: null } };
    if (!session) return expired;
    if (path === '/api/owner/session') return { status: 200, body: { owner: OWNER, csrfToken: 'csrf-1' } };
    if (path === '/api/owner/logout' && method === 'POST') {
      session = cookie = false;
      return { status: 200, body: { ok: true } };
    }
    if (path === '/api/owner/properties') return { status: 200, body: PROPERTIES };
    const figures = /^\/api\/owner\/properties\/(\d+)\/(statistics|documents)$/.exec(path);
    if (figures?.[2] === 'statistics') return { status: 200, body: statistics(figures[1] === '4011958' ? 9 : 3) };
    if (figures?.[2] === 'documents')
      return {
        status: 200,
        body: figures[1] === '4011958' ? [{ name: 'EPC', url: '/media/epc.pdf', size: 240_000 }] : [],
      };
    return { status: 404, body: null };
  };
  const fetch = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://site.test');
    const request: Recorded = {
      path: url.pathname,
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: init.body ? JSON.parse(String(init.body)) : null,
    };
    requests.push(request);
    const result = answer(request);
    if (result === 'offline') throw new TypeError('Failed to fetch');
    // jsdom has no Response: what the API client reads of one.
    return { ok: result.status < 400, status: result.status, json: async () => result.body ?? null };
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return {
    requests,
    expireSession: () => {
      session = false;
    },
  };
}
