// ./app in the browser on a page the server rendered: it hydrates the slot (DESIGN §7) — no React
// warning, the server's elements kept, the settings not asked again — and the box then works: the
// panel searches the index loaded after hydration, and a type's link leads to its list.
import { buildSearchIndex, inLanguage, pagePath, type Lang } from '@immo/shared';
import { cities, properties, propertyTypes, siteConfig } from '@immo/shared/data';
import { slotIdentifierPrefix, type SlotRender, type SlotRenderRequest } from '@immo/shared/federation';
import type { RemoteAppProps } from '@immo/shared/remote';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import * as app from './app.js';
import { renderInServerModules, mountSlot } from '@immo/shared/test-support';

/** The API's catalogue answers (jsdom has no Response: what the API client reads of one), recording each request. */
function fakeApi(asked: string[] = []): typeof fetch {
  return (async (input: string) => {
    const url = new URL(input, 'http://site.test');
    const lang = (url.searchParams.get('lang') ?? 'en') as Lang;
    asked.push(url.pathname);
    const body =
      url.pathname === '/api/config'
        ? inLanguage(siteConfig, lang)
        : url.pathname === '/api/search-index'
          ? buildSearchIndex({ properties, types: propertyTypes, cities }, lang)
          : null;
    return { ok: body !== null, status: body === null ? 404 : 200, json: async () => body };
  }) as unknown as typeof fetch;
}

const serverRender = (request: SlotRenderRequest) => renderInServerModules(() => import('./ssr.js'), request);

const HOME = { page: 'home', params: {} };
/** The slot's element id, which prefixes React's ids on the server and in the browser alike. */
const SLOT_ID = 'slot-mf-search';

function slotRequest(lang: Lang): SlotRenderRequest {
  return {
    lang,
    route: HOME,
    pathname: pagePath('home', lang),
    search: '',
    place: 'page',
    apiBase: '',
    siteBase: '',
    fetch: fakeApi(),
    signal: new AbortController().signal,
    identifierPrefix: slotIdentifierPrefix(SLOT_ID),
  };
}

/** The props the shell mounts the slot with on a page the server rendered. */
function hydratingProps(slot: SlotRender, lang: Lang, domElement: HTMLElement): RemoteAppProps {
  return {
    name: 'mf-search',
    lang,
    route: HOME,
    location: { pathname: pagePath('home', lang), search: '' },
    place: 'page',
    apiBase: '',
    siteBase: '',
    domElement,
    server: { version: slot.version, state: JSON.parse(JSON.stringify(slot.state)), translations: slot.translations },
  };
}

const mount = (props: RemoteAppProps) => mountSlot(app, props);

/** Where a click on a link would take the visitor (the shell's router takes such clicks on the site). */
function followedLinks(): { hrefs: string[]; stop(): void } {
  const hrefs: string[] = [];
  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element).closest('a');
    if (!link) return;
    event.preventDefault(); // jsdom cannot navigate
    hrefs.push(link.getAttribute('href') ?? '');
  };
  document.addEventListener('click', onClick);
  return { hrefs, stop: () => document.removeEventListener('click', onClick) };
}

describe('./app on a page the server rendered', () => {
  let slotElement: HTMLElement;
  let errors: jest.SpyInstance;
  const pageFetch = globalThis.fetch;
  beforeEach(() => {
    window.history.replaceState(null, '', pagePath('home', 'nl'));
    slotElement = document.createElement('section');
    slotElement.id = SLOT_ID;
    document.body.append(slotElement);
  });
  afterEach(() => {
    errors?.mockRestore();
    slotElement.remove();
    globalThis.fetch = pageFetch;
  });

  async function hydrate(lang: Lang, beforeHydration: () => void = () => {}) {
    const slot = await serverRender(slotRequest(lang));
    slotElement.innerHTML = slot.html;
    const server = {
      heading: slotElement.querySelector('h2'),
      input: slotElement.querySelector('input'),
      button: slotElement.querySelector('button'),
    };
    beforeHydration();
    const asked: string[] = [];
    globalThis.fetch = fakeApi(asked);
    errors = jest.spyOn(console, 'error');
    const props = hydratingProps(slot, lang, slotElement);
    await mount(props);
    return { server, asked, props };
  }

  it("hydrates the server's box without a warning, then a type's link leads to its list", async () => {
    const { server, asked, props } = await hydrate('nl');
    const links = followedLinks();
    try {
      expect(errors).not.toHaveBeenCalled();
      expect(slotElement.querySelector('h2')).toBe(server.heading);
      expect(slotElement.querySelector('input')).toBe(server.input);
      expect(slotElement.querySelector('button')).toBe(server.button);
      // The settings came with the page; the panel's index is asked for once the box is the browser's.
      await waitFor(() => expect(asked).toEqual(['/api/search-index']));
      const user = userEvent.setup();
      const input = within(slotElement).getByRole('combobox');
      // Focus opens the panel on every type; typing narrows it to one, Enter follows its first link.
      await user.click(input);
      const listbox = await within(slotElement).findByRole('listbox');
      expect(within(listbox).getByRole('option', { name: /^Woning\/villa\/hoeve te koop/ })).toBeVisible();
      await user.type(input, 'appart');
      await user.keyboard('{ArrowDown}');
      const apartment = within(listbox).getByRole('option', { name: /^Appartement te koop \(\d+\)$/ });
      expect(input).toHaveAttribute('aria-activedescendant', apartment.id);
      await user.keyboard('{Enter}');
      expect(links.hrefs).toEqual([`${pagePath('for-sale', 'nl')}?type=2`]);
      // A search without results says so.
      await user.clear(input);
      await user.type(input, 'qqqzzz');
      expect(screen.getByText('Er werden geen resultaten gevonden voor uw zoekopdracht.')).toBeVisible();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      links.stop();
      await act(() => app.unmount(props as never));
    }
  });

  it('keeps what the visitor typed before the box was hydrated, and opens the panel on it', async () => {
    const { props } = await hydrate('fr', () => {
      // The page is readable and the field usable before the remote's script arrives.
      const field = slotElement.querySelector('input')!;
      field.focus();
      field.value = 'gent';
    });
    try {
      expect(errors).not.toHaveBeenCalled();
      const input = within(slotElement).getByRole('combobox');
      expect(input).toHaveValue('gent');
      expect(await within(slotElement).findByRole('option', { name: /^Gent \[9000\] à vendre/ })).toBeVisible();
      expect(input).toHaveValue('gent');
    } finally {
      await act(() => app.unmount(props as never));
    }
  });
});
