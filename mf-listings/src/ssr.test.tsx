/**
 * @jest-environment node
 */
// Node, no DOM: the slot renders on the server from what the API answers, touching no window.
import { menuPages } from '@immo/shared/data';
import { encodeAreas, filterProperties, inLanguage, PropertyListQuerySchema } from '@immo/shared';
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

  it('renders from an area in the URL only the properties inside it: it asks the API with the area unchanged', async () => {
    const inside = card({ ID: 4012401, Title: 'Herenhuis in het gebied', Latitude: 51.05, Longitude: 3.72 });
    const outside = card({ ID: 4012402, Title: 'Villa buiten het gebied', Latitude: 50.85, Longitude: 4.35 });
    const area = encodeAreas([
      [
        [51.03, 3.69],
        [51.03, 3.74],
        [51.07, 3.74],
        [51.07, 3.69],
      ],
    ]);
    const asked: URLSearchParams[] = [];
    const listing = serverFetch([]);
    // The API's list rule over two properties, applied to the query the server render sends.
    const api = (async (input: string) => {
      const url = new URL(input, 'http://site.internal');
      if (url.pathname !== '/api/properties') return listing(input);
      asked.push(url.searchParams);
      const query = PropertyListQuerySchema.parse(Object.fromEntries(url.searchParams));
      return new Response(JSON.stringify(filterProperties([inside, outside], query)));
    }) as typeof fetch;
    const slot = await render(request('/nl/te-koop/', new URLSearchParams({ area }).toString(), api));
    expect(asked.map((params) => params.get('area'))).toContain(area);
    expect(slot.html).toContain('Herenhuis in het gebied');
    expect(slot.html).not.toContain('Villa buiten het gebied');
  });

  it('stops when its time is up, leaving the slot to the browser', async () => {
    const controller = new AbortController();
    const never = (() => new Promise(() => {})) as unknown as typeof fetch;
    const pending = render({ ...request('/nl/te-koop/', '', never), signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow();
  });
});
