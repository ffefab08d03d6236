/**
 * @jest-environment node
 */
// Node, no DOM: the slot renders on the server from what the API answers, touching no window.
import { menuPages } from '@immo/shared/data';
import { inLanguage } from '@immo/shared';
import { card, page } from '../test/render.js';
import { render } from './ssr.js';

const CARDS = [card({ ID: 4012345, Title: 'Woning met tuin', Price: 349000 }), card({ ID: 4012346, Title: 'Loft' })];

/** The API as the site server reaches it (in process), recording what the slot asked. */
function serverFetch(asked: string[]): typeof fetch {
  return (async (input: string) => {
    const url = new URL(input, 'http://site.internal');
    asked.push(url.pathname);
    const body =
      url.pathname === '/api/properties'
        ? page(CARDS, 30, Number(url.searchParams.get('page') ?? 1))
        : url.pathname === '/api/menu'
          ? inLanguage(menuPages, 'nl')
          : url.pathname === '/api/cities' || url.pathname === '/api/types'
            ? []
            : null;
    return new Response(JSON.stringify(body), { status: body === null ? 404 : 200 });
  }) as typeof fetch;
}

function request(pathname: string, search = '', fetch = serverFetch([])) {
  return {
    lang: 'nl' as const,
    route: { page: 'for-sale', params: {} },
    pathname,
    search,
    place: 'page' as const,
    apiBase: '',
    siteBase: '',
    fetch,
    signal: new AbortController().signal,
  };
}

describe("mf-listings' server render (./ssr)", () => {
  it('renders the list page with its cards, titles and prices, and sends the answers for the browser', async () => {
    const asked: string[] = [];
    const slot = await render(request('/nl/te-koop/', 'page=2', serverFetch(asked)));
    expect(slot.html).toContain('<h1');
    expect(slot.html).toContain('Woning met tuin');
    expect(slot.html).toMatch(/349\.000/);
    expect(slot.html).toContain('href="/nl/te-koop/?page=3"');
    expect(asked).toContain('/api/properties');
    const entries = (slot.state as { entries: Record<string, { status: string }> }).entries;
    expect(Object.values(entries).every((entry) => entry.status === 'ready')).toBe(true);
    expect(Object.keys(slot.translations)).toEqual(expect.arrayContaining(['listings', 'common']));
  });

  it("renders home's latest properties", async () => {
    const slot = await render({ ...request('/nl/'), route: { page: 'home', params: {} } });
    expect(slot.html).toContain('Woning met tuin');
  });

  it('stops when its time is up, leaving the slot to the browser', async () => {
    const controller = new AbortController();
    const never = (() => new Promise(() => {})) as unknown as typeof fetch;
    const pending = render({ ...request('/nl/te-koop/', '', never), signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow();
  });
});
