// ./app in the browser on a page the server rendered: it hydrates the slot (DESIGN §7) — no React
// warning, the server's elements kept, no second request — and only then does what is the
// browser's alone: the tab's draft, the confirm link's token, the captcha.
import { inLanguage, isForSale, pagePath, propertyInLanguage, publicProperty, type Lang } from '@immo/shared';
import { properties, regions } from '@immo/shared/data';
import type { SlotRender, SlotRenderRequest } from '@immo/shared/federation';
import type { RemoteAppProps } from '@immo/shared/remote';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { fakeApi, type Answer, type Recorded } from '../test/render';
import * as app from './app.js';
import { mountSlot, renderInServerModules, slotRenderRequest } from '@immo/shared/test-support';

const FOR_SALE = properties
  .map((record) => publicProperty(propertyInLanguage(record, 'nl')))
  .find((property) => property.Status === 'available' && isForSale(property))!;

/** The API of these tests: the catalogue's reads as the site answers them, leads accepted; every request recorded. */
function siteApi(): { requests: Recorded[]; fetch: typeof fetch } {
  const api = fakeApi();
  const leads = globalThis.fetch;
  const answer = (url: URL): Answer | undefined => {
    if (url.pathname === '/api/regions')
      return { status: 200, body: inLanguage(regions, (url.searchParams.get('lang') ?? 'en') as Lang) };
    if (url.pathname === `/api/properties/${FOR_SALE.ID}`) return { status: 200, body: FOR_SALE };
    return undefined;
  };
  const fetch = jest.fn(async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://site.test');
    const read = answer(url);
    if (!read || read === 'offline') return leads(input, init);
    api.requests.push({ url, method: 'GET', body: null });
    return { ok: true, status: 200, json: async () => read.body };
  }) as unknown as typeof globalThis.fetch;
  globalThis.fetch = fetch;
  return { requests: api.requests, fetch };
}

const serverRender = (request: SlotRenderRequest) => renderInServerModules(() => import('./ssr.js'), request);

/** The page's slot of mf-forms, as the shell names it: its ids' prefix on both sides. */
const SLOT_ID = 'slot-mf-forms';

type Page = { page: string; pathname: string; lang: Lang; params?: Record<string, string> };

function slotRequest({ page, pathname, lang, params = {} }: Page, fetch: typeof globalThis.fetch): SlotRenderRequest {
  return slotRenderRequest('mf-forms', { lang, route: { page, params }, pathname, fetch });
}

function mountProps({ page, pathname, lang, params = {} }: Page, domElement: HTMLElement, slot: SlotRender) {
  return {
    name: 'mf-forms',
    lang,
    route: { page, params },
    location: { pathname, search: '' },
    place: 'page',
    apiBase: '',
    siteBase: '',
    domElement,
    server: { version: slot.version, state: JSON.parse(JSON.stringify(slot.state)), translations: slot.translations },
  } satisfies RemoteAppProps;
}

const mount = (props: RemoteAppProps) => mountSlot(app, props);

/**
 * The page the server rendered, hydrated by ./app in the browser: the server's markup in the slot,
 * what only the visitor's browser knows (`visitor`: the tab's drafts, the address; set after the
 * server's render, which runs in this same jsdom), the API the browser talks to from then on, and
 * every React warning of the hydration recorded.
 */
async function hydrated(page: Page, visitor: () => void = () => {}) {
  window.history.replaceState(null, '', page.pathname);
  const slot = await serverRender(slotRequest(page, siteApi().fetch));
  visitor();
  const element = document.createElement('section');
  element.id = SLOT_ID;
  element.innerHTML = slot.html;
  document.body.append(element);
  const heading = element.querySelector('h1, h2');
  expect(heading).not.toBeNull();
  const browser = siteApi();
  const errors = jest.spyOn(console, 'error');
  const props = mountProps(page, element, slot);
  await mount(props);
  return { element, heading, browser, errors, props };
}

let open: { element: HTMLElement; errors: jest.SpyInstance; props: RemoteAppProps } | undefined;

afterEach(async () => {
  if (open) {
    open.errors.mockRestore();
    await act(() => app.unmount(open!.props as never));
    open.element.remove();
    open = undefined;
  }
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('./app on a page the server rendered', () => {
  it("hydrates the contact page without a warning, then brings back the tab's draft and works as a form", async () => {
    const page = await hydrated({ page: 'contact', pathname: '/nl/contact/', lang: 'nl' }, () =>
      sessionStorage.setItem('immo.draft.site-contact', JSON.stringify({ firstName: 'An', remark: 'Een vraag' })),
    );
    open = page;
    expect(page.errors).not.toHaveBeenCalled();
    expect(page.element.querySelector('h1')).toBe(page.heading);
    // The draft is the browser's: it fills the fields once the page is hydrated.
    await waitFor(() => expect(screen.getByLabelText(/^Voornaam/)).toHaveValue('An'));
    expect(screen.getByLabelText(/^Uw bericht/)).toHaveValue('Een vraag');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Familienaam/), 'Peeters');
    expect(screen.getByLabelText(/^Familienaam/)).toHaveValue('Peeters');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verzenden' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Verzenden' }));
    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('E-mailadres ontbreekt: gelieve uw e-mailadres in te vullen.'),
    );
    expect(page.browser.requests).toEqual([]);
    expect(page.errors).not.toHaveBeenCalled();
  });

  it("hydrates the demand register from the server's types and zones, then shows the zones of the draft", async () => {
    const page = await hydrated(
      { page: 'demand-register', pathname: pagePath('demand-register', 'fr'), lang: 'fr' },
      () => sessionStorage.setItem('immo.draft.demand-register', JSON.stringify({ regions: ['9000'] })),
    );
    open = page;
    expect(page.errors).not.toHaveBeenCalled();
    expect(page.element.querySelector('h1')).toBe(page.heading);
    expect(await screen.findByRole('button', { name: 'Retirer Gand (9000)' })).toBeInTheDocument();
    expect(screen.getByText('1 zone sélectionnée')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'House' })).toBeInTheDocument();
    // The types and the zones came with the page: the browser asks for neither again.
    expect(page.browser.requests.map(({ url }) => url.pathname)).toEqual([]);
    expect(page.errors).not.toHaveBeenCalled();
  });

  it("hydrates a property's contact panel with the property the server read, asking for it no second time", async () => {
    const pathname = `/nl/pand/${FOR_SALE.ID}/`;
    const page = await hydrated({ page: 'property', pathname, lang: 'nl', params: { id: String(FOR_SALE.ID) } });
    open = page;
    expect(page.errors).not.toHaveBeenCalled();
    expect(page.element.querySelector('h2')).toBe(page.heading);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Een bod uitbrengen' }));
    expect(await screen.findByRole('form', { name: 'Een bod uitbrengen' })).toBeInTheDocument();
    expect(page.browser.requests.map(({ url }) => url.pathname)).not.toContain(`/api/properties/${FOR_SALE.ID}`);
    expect(page.errors).not.toHaveBeenCalled();
  });

  it("hydrates the confirm page's waiting state, then takes the link's token and confirms only when asked", async () => {
    const page = await hydrated({ page: 'confirm', pathname: '/nl/bevestigen/', lang: 'nl' }, () =>
      window.history.replaceState(null, '', '/nl/bevestigen/#confirm=mailed-token'),
    );
    open = page;
    expect(page.errors).not.toHaveBeenCalled();
    const button = screen.getByRole('button', { name: 'Bevestigen' });
    await waitFor(() => expect(button).toBeEnabled());
    // Taken out of the address; nothing confirmed by opening the link.
    expect(window.location.hash).toBe('');
    expect(page.browser.requests).toEqual([]);
    await userEvent.setup().click(button);
    await waitFor(() => expect(page.browser.requests.map(({ url }) => url.pathname)).toEqual(['/api/confirmations']));
    expect(page.errors).not.toHaveBeenCalled();
  });
});
