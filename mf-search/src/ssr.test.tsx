/**
 * @jest-environment node
 */
// Node, no DOM: the slot renders on the server from what the API answers, touching no window.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSearchIndex, inLanguage, pagePath, type Lang } from '@immo/shared';
import { cities, properties, propertyTypes, siteConfig } from '@immo/shared/data';
import { slotIdentifierPrefix, type SlotRenderRequest } from '@immo/shared/federation';
import { remoteElement, renderWhenLoaded } from '@immo/shared/remote-server';
import { createSearchStore, searchSnapshot, type SearchSnapshot } from './search-store.js';
import { siteApp } from './site-app.js';
import { render } from './ssr.js';
import { asThePageCarries, slotRenderRequest, unansweringApi } from '@immo/shared/test-support';

const indexIn = (lang: Lang) => buildSearchIndex({ properties, types: propertyTypes, cities }, lang);

/** The API as the site server reaches it (in process), recording what the slot asked. */
function serverFetch(asked: string[] = [], status = 200): typeof fetch {
  return (async (input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://site.internal');
    const lang = (url.searchParams.get('lang') ?? 'en') as Lang;
    asked.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    const body =
      url.pathname === '/api/config'
        ? inLanguage(siteConfig, lang)
        : url.pathname === '/api/search-index'
          ? indexIn(lang)
          : null;
    return new Response(JSON.stringify(body), { status: body === null ? 404 : status });
  }) as typeof fetch;
}

function request(lang: Lang, fetch = serverFetch(), page = 'home'): SlotRenderRequest {
  return slotRenderRequest('mf-search', {
    lang,
    route: { page, params: {} },
    pathname: page === 'home' ? pagePath('home', lang) : `/${lang}/no-such-page/`,
    fetch,
  });
}

describe("mf-search's server render (./ssr)", () => {
  it.each([
    {
      lang: 'nl' as const,
      title: 'Vind uw nieuwe thuis',
      label: 'Zoek een pand op referentie, type of gemeente',
      placeholder: 'ID, Type, Gemeente',
      button: 'Zoeken',
      forSale: 'Te koop',
    },
    {
      lang: 'fr' as const,
      title: 'Trouvez votre nouveau chez-vous',
      label: 'Rechercher un bien par référence, type ou localité',
      placeholder: 'ID, Type, Localité',
      button: 'Rechercher',
      forSale: 'À vendre',
    },
  ])(
    'renders the title, intro, labelled field, search button and totals in $lang',
    async ({ lang, title, label, placeholder, button, forSale }) => {
      const asked: string[] = [];
      const slot = await render(request(lang, serverFetch(asked)));
      const { totals } = indexIn(lang);
      const intro = inLanguage(siteConfig, lang)
        .searchBox.description.replace('{FOR_SALE_TOTAL}', String(totals.sale))
        .replace('{FOR_RENT_TOTAL}', String(totals.rent));
      expect(slot.html).toMatch(new RegExp(`<h2[^>]*class="[^"]*immo-search__title[^"]*"[^>]*>${title}</h2>`));
      expect(slot.html).toContain(`>${intro}</p>`);
      expect(slot.html).toMatch(new RegExp(`<label[^>]*><span[^>]*>${label}</span></label>`));
      expect(slot.html).toMatch(
        new RegExp(`<input[^>]* placeholder="${placeholder}" role="combobox" aria-expanded="false"[^>]* value=""`),
      );
      expect(slot.html).toMatch(new RegExp(`<button[^>]*>.*?${button}.*?</button>`));
      // React's ids carry the slot's prefix, as the browser's hydration makes them.
      expect(slot.html).toMatch(/<input[^>]* id="mantine-_?slot-mf-search-[^"]*"/);
      expect(slot.html).toMatch(
        new RegExp(`<a[^>]* href="${pagePath('for-sale', lang)}"[^>]*>.*?${forSale} \\(${totals.sale}\\)`),
      );
      // No panel before the visitor asks for one, and nothing asked but the settings and the index.
      expect(slot.html).not.toContain('role="listbox"');
      expect(asked.sort()).toEqual(['GET /api/config', 'GET /api/search-index']);
      expect(Object.keys(slot.translations).sort()).toEqual(['common', 'search']);
      expect(slot.css).toEqual(expect.any(String));
      expect(slot.version).toBe('dev');
    },
  );

  it('renders the same box on the 404 page', async () => {
    const home = await render(request('de'));
    const notFound = await render(request('de', serverFetch(), 'not-found'));
    expect(notFound.html).toBe(home.html);
  });

  it("sends the settings and totals as the state the browser starts from (not the index), and that render is the server's", async () => {
    const slot = await render(request('nl'));
    const { state, translations } = asThePageCarries<SearchSnapshot>(slot);
    expect(state).toEqual({
      lang: 'nl',
      settings: {
        showSearchInput: true,
        showSearchButton: true,
        showCountProperty: true,
        showSearchCount: true,
        searchBox: inLanguage(siteConfig, 'nl').searchBox,
      },
      totals: indexIn('nl').totals,
    });
    expect(searchSnapshot(createSearchStore('', { start: state }))).toEqual(slot.state);
    // The browser's first render, from the state and texts alone (no API), is the server's markup.
    const props = { name: 'mf-search', lang: 'nl', route: { page: 'home', params: {} }, apiBase: '', siteBase: '' };
    const first = await renderWhenLoaded(remoteElement(siteApp, props, { translations, state }), {
      signal: new AbortController().signal,
      identifierPrefix: slotIdentifierPrefix('slot-mf-search'),
    });
    expect(first).toBe(slot.html);
  });

  it("styles no UI kit component with a single class, which the kit's stylesheet would override in the server's page", async () => {
    // The page the server sends has the slot's stylesheet before the UI kit's (one class each: the
    // later wins); in the browser the remote's sheet is adopted last. A one-class rule on a Mantine
    // element (its m_… class) would then lay the box out differently before and after hydration.
    const { html } = await render(request('en'));
    const css = readFileSync(join(__dirname, 'features/search-box/search-box.css'), 'utf8').replace(
      /\/\*[\s\S]*?\*\//g,
      '',
    );
    const selectors = [...css.matchAll(/([^{}]+)\{[^}]*\}/g)].flatMap((rule) =>
      rule[1]!.split(',').map((s) => s.trim()),
    );
    const oneClass = selectors.filter((selector) => /^\.[\w-]+$/.test(selector)).map((selector) => selector.slice(1));
    expect(oneClass).toContain('immo-search__field');
    const classLists = [...html.matchAll(/class="([^"]*)"/g)].map((match) => match[1]!.split(' '));
    const onKitComponents = oneClass.filter((name) =>
      classLists.some((list) => list.includes(name) && list.some((other) => /^m_[0-9a-f]+$/.test(other))),
    );
    expect(onKitComponents).toEqual([]);
  });

  it('leaves the slot to the browser when the API fails', async () => {
    await expect(render(request('nl', serverFetch([], 500)))).rejects.toThrow(/could not be loaded/);
  });

  it('stops when its time is up, and stops its requests too, leaving the slot to the browser', async () => {
    const controller = new AbortController();
    const { fetch: never, firstSignal: firstRequest } = unansweringApi();
    const pending = render({ ...request('nl', never), signal: controller.signal });
    const signal = await firstRequest;
    controller.abort();
    await expect(pending).rejects.toThrow();
    expect(signal?.aborted).toBe(true);
  });
});
