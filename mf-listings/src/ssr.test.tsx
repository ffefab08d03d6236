/**
 * @jest-environment node
 */
// Node, no DOM: the slot renders on the server from what the API answers, touching no window.
import { menuPages, projects, properties } from '@immo/shared/data';
import {
  encodeAreas,
  filterProperties,
  inLanguage,
  propertyInLanguage,
  PropertyListQuerySchema,
  publicProperty,
} from '@immo/shared';
import { remoteElement, renderWhenLoaded, slotAppProps } from '@immo/shared/remote-server';
import type { SlotRender, SlotRenderRequest } from '@immo/shared/federation';
import { asThePageCarries } from '@immo/shared/test-support';
import { card, page } from '../test/render.js';
import { moduleLayout, type ServedModule } from './components/modules/module-layout.js';
import { ListingsRoot } from './root.js';
import type { ListingsSnapshot } from './listings-store.js';
import { SiteApp } from './site-app.js';
import { render } from './ssr.js';

/** A property of a project (the slot under it shows the project's neighbours). */
const HOUSE = publicProperty(
  propertyInLanguage(
    properties.find((property) => property.ProjectID)!,
    'nl',
  ),
);

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
            : url.pathname === '/api/projects'
              ? inLanguage(projects, 'nl')
              : url.pathname === `/api/properties/${HOUSE.ID}`
                ? HOUSE
                : url.pathname === `/api/properties/${HOUSE.ID}/similar`
                  ? CARDS
                  : null;
    return new Response(JSON.stringify(body), { status: body === null ? 404 : 200 });
  }) as typeof fetch;
}

function request(pathname: string, search = '', fetch = serverFetch([])): SlotRenderRequest {
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

/** What the slot's state weighs in the page's HTML (JSON, as the shell writes it). */
const stateBytes = (slot: SlotRender): number => Buffer.byteLength(JSON.stringify(slot.state));

/** The browser's first render of a slot from the state and texts the page carries alone (no API). */
async function browserFirstRender(slot: SlotRender, slotRequest: SlotRenderRequest): Promise<string> {
  const { state, translations } = asThePageCarries<ListingsSnapshot>(slot);
  const start = { pathname: slotRequest.pathname, search: slotRequest.search };
  const noApi = (() => Promise.reject(new Error('the browser asked the API'))) as typeof fetch;
  const element = remoteElement(
    ({ lang }) => (
      <ListingsRoot lang={lang} apiBase="" siteBase="" fetch={noApi}>
        {() => <SiteApp start={start} />}
      </ListingsRoot>
    ),
    slotAppProps('mf-listings', slotRequest),
    { translations, state },
  );
  return renderWhenLoaded(element, { signal: new AbortController().signal });
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

  // The menu is the shell's: the page's data carries it once. The slot keeps the list module it
  // renders (title, items a row, page size), and the browser's first render from that is the server's.
  it("sends of the menu only the page's list module, and the browser renders the same list from it", async () => {
    const slotRequest = request('/nl/te-koop/');
    const slot = await render(slotRequest);
    const { entries } = slot.state as ListingsSnapshot;
    expect(Object.keys(entries).filter((key) => key.startsWith('menu:'))).toEqual([]);
    expect(JSON.stringify(slot.state)).not.toContain('metadataDescription');
    expect(entries['module:nl:for-sale:property-list']).toEqual({
      status: 'ready',
      data: expect.objectContaining({ title: 'Panden te koop', maxItems: 12 }),
    });
    // Two cards, the list's module and its (empty) cities and types: the menu alone was 25 KB.
    expect(stateBytes(slot)).toBeLessThan(4_000);
    expect(await browserFirstRender(slot, slotRequest)).toBe(slot.html);
  });

  it("sends no menu from home either, and the browser renders home's latest from the state", async () => {
    const slotRequest = { ...request('/nl/'), route: { page: 'home', params: {} } };
    const slot = await render(slotRequest);
    expect(Object.keys((slot.state as ListingsSnapshot).entries)).toEqual([
      'module:nl:home:property-list',
      'latest:nl::4',
    ]);
    expect(stateBytes(slot)).toBeLessThan(4_000);
    expect(await browserFirstRender(slot, slotRequest)).toBe(slot.html);
  });

  it('sends of the property under which it shows similar projects only where it is: the detail slot has the rest', async () => {
    const slotRequest = {
      ...request(`/nl/te-koop/gent/huis/${HOUSE.ID}/`),
      route: { page: 'property', params: { id: String(HOUSE.ID) } },
    };
    const slot = await render(slotRequest);
    expect(slot.html).toContain('Woning met tuin');
    const neighbour = projects.find((project) => project.ID !== HOUSE.ProjectID)!;
    expect(slot.html).toContain(`href="/nl/te-koop/?project=${neighbour.ID}"`);
    const { entries } = slot.state as ListingsSnapshot;
    const place = { ID: HOUSE.ID, City: HOUSE.City, Latitude: HOUSE.Latitude, Longitude: HOUSE.Longitude };
    expect(entries[`place:nl:${HOUSE.ID}`]).toEqual({
      status: 'ready',
      data: JSON.parse(JSON.stringify({ ...place, ProjectID: HOUSE.ProjectID })),
    });
    expect(JSON.stringify(slot.state)).not.toContain(JSON.stringify(HOUSE.Title));
    expect(await browserFirstRender(slot, slotRequest)).toBe(slot.html);
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

  // The first card is a phone's largest paint: only the first row's pictures may compete with it
  // (on a phone, the cards just below it), and a browser (which has IntersectionObserver) must render
  // the same pictures to hydrate.
  it('gives only the first row its pictures, the first card asked for first, as the browser renders them', async () => {
    const many = Array.from({ length: 8 }, (_, index) => card({ ID: 4012500 + index, Title: `Pand ${index}` }));
    const listing = serverFetch([]);
    const api = (async (input: string) =>
      new URL(input, 'http://site.internal').pathname === '/api/properties'
        ? new Response(JSON.stringify(page(many)))
        : listing(input)) as typeof fetch;
    const slotRequest = request('/nl/te-koop/', '', api);
    const slot = await render(slotRequest);
    const images = slot.html.match(/<img class="immo-picture[^>]*>/g) ?? [];
    expect(images).toHaveLength(8);
    const withSet = images.filter((image) => image.includes('srcSet='));
    const module = (slot.state as ListingsSnapshot).entries['module:nl:for-sale:property-list']!.data as ServedModule;
    expect(withSet).toHaveLength(moduleLayout(module, '').perRow);
    expect(images[0]).toContain('fetchPriority="high"');
    expect(images.filter((image) => image.includes('fetchPriority'))).toHaveLength(1);
    expect(images[7]).toContain('src="/media/4012507/1.jpg?w=100"');
    // Sharp without the list's code (it comes with the visitor's first touch); the placeholders blurred.
    expect(withSet.every((image) => !image.includes('immo-picture--placeholder'))).toBe(true);
    expect(images[7]).toContain('immo-picture--placeholder');
    // Only the first is fetched from the page's first bytes: the others wait for layout, and the
    // server's markup preloads the first photo alone.
    expect(images[0]).not.toContain('loading=');
    expect(images.slice(1).every((image) => image.includes('loading="lazy"'))).toBe(true);
    const preloads = slot.html.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toContain('/media/4012500/1.jpg');
    class Observer {
      observe() {}
      disconnect() {}
    }
    Object.assign(globalThis, { IntersectionObserver: Observer });
    try {
      expect(await browserFirstRender(slot, slotRequest)).toBe(slot.html);
    } finally {
      Reflect.deleteProperty(globalThis, 'IntersectionObserver');
    }
  });

  it('stops when its time is up, leaving the slot to the browser', async () => {
    const controller = new AbortController();
    const never = (() => new Promise(() => {})) as unknown as typeof fetch;
    const pending = render({ ...request('/nl/te-koop/', '', never), signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow();
  });
});
