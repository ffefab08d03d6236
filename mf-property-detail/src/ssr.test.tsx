/**
 * @jest-environment node
 */
// Node, no DOM: the slot renders on the server from what the API answers, touching no window.
import {
  buyingRegion,
  detailPhoto,
  formatPrice,
  inLanguage,
  pagePath,
  propertyInLanguage,
  publicProperty,
  purchaseCosts,
  type Lang,
  type PublicProperty,
} from '@immo/shared';
import { properties, siteConfig } from '@immo/shared/data';
import type { SlotRenderRequest } from '@immo/shared/federation';
import { remoteElement, renderWhenLoaded } from '@immo/shared/remote-server';
import { createDetailStore, detailSnapshot, entryKey, type DetailSnapshot } from './property-detail-store.js';
import { siteApp } from './site-app.js';
import { render } from './ssr.js';
import { asThePageCarries, slotRenderRequest, unansweringApi } from '@immo/shared/test-support';

function sample(id: number, lang: Lang): PublicProperty | undefined {
  const record = properties.find((property) => property.ID === id);
  return record && publicProperty(propertyInLanguage(record, lang));
}

function findSample(match: (property: PublicProperty) => boolean): PublicProperty {
  const found = properties.map((record) => sample(record.ID, 'en')!).find(match);
  if (!found) throw new Error('no sample property matches');
  return found;
}

/** A house with everything the page shows: price, address, photos, description, bedrooms. */
const HOUSE = findSample(
  (p) =>
    p.Status === 'available' &&
    p.PublishPrice &&
    p.PublishAddress &&
    p.Pictures.length > 1 &&
    Boolean(p.Details.Bedrooms) &&
    p.Description.trim() !== '',
);

/** The API as the site server reaches it (in process), recording what the slot asked. */
function serverFetch(asked: string[] = []): typeof fetch {
  return (async (input: string) => {
    const url = new URL(input, 'http://site.internal');
    const lang = (url.searchParams.get('lang') ?? 'en') as Lang;
    asked.push(url.pathname);
    const id = Number(url.pathname.match(/^\/api\/properties\/(\d+)$/)?.[1]);
    const body = url.pathname === '/api/config' ? inLanguage(siteConfig, lang) : (sample(id, lang) ?? null);
    return new Response(JSON.stringify(body), { status: body === null ? 404 : 200 });
  }) as typeof fetch;
}

function request(id: number | string, lang: Lang = 'nl', fetch = serverFetch()): SlotRenderRequest {
  return slotRenderRequest('mf-property-detail', {
    lang,
    route: { page: 'property', params: { id: String(id) } },
    pathname: `/property/${id}/`,
    fetch,
  });
}

describe("mf-property-detail's server render (./ssr)", () => {
  it.each([
    { lang: 'nl' as const, bedrooms: 'Slaapkamers', facts: 'Kenmerken', forSale: 'Te koop' },
    { lang: 'fr' as const, bedrooms: 'Chambres', facts: 'Caractéristiques', forSale: 'À vendre' },
  ])(
    'renders the breadcrumb, title, price, facts, description and first photo in $lang',
    async ({ lang, bedrooms, facts, forSale }) => {
      const asked: string[] = [];
      const slot = await render(request(HOUSE.ID, lang, serverFetch(asked)));
      const house = sample(HOUSE.ID, lang)!;
      expect(slot.html).toContain(`<a href="${pagePath('for-sale', lang)}">${forSale}</a>`);
      expect(slot.html).toContain(`<h1 class="immo-detail__title">${house.Title}</h1>`);
      const price = formatPrice(house.Price, { priceUnit: house.PriceUnit, lang });
      expect(slot.html).toContain(`<p class="immo-detail__price">${price}</p>`);
      expect(slot.html).toContain(`>${facts}</h2>`);
      expect(slot.html).toContain(`<dt>${bedrooms}</dt><dd>${house.Details.Bedrooms}</dd>`);
      expect(slot.html).toContain(house.Description);
      // The page's largest paint, exactly as the browser renders it: eager, high priority, the same set.
      const photo = detailPhoto(house.Pictures[0]!.Url, '');
      expect(slot.html).toMatch(
        new RegExp(
          `<img class="immo-photo" src="${escape(photo.src)}" srcSet="${escape(photo.srcSet)}" ` +
            `sizes="${escape(photo.sizes)}"[^>]* loading="eager" fetchPriority="high"`,
        ),
      );
      expect(asked).toContain(`/api/properties/${HOUSE.ID}`);
      expect(Object.keys(slot.translations)).toEqual(
        expect.arrayContaining(['property', 'energy', 'errors', 'common']),
      );
      expect(slot.css).toEqual(expect.any(String));
      expect(slot.version).toBe('dev');
    },
  );

  it('renders the purchase costs of a property for sale with their figures', async () => {
    const slot = await render(request(HOUSE.ID, 'fr'));
    const house = sample(HOUSE.ID, 'fr')!;
    const region = buyingRegion(house.Zip, house.CountryID)!;
    const costs = purchaseCosts({
      price: house.Price!,
      region,
      soleOwnHome: true,
      newBuild: house.ProjectID !== undefined,
      reducedVat: false,
      loanAmount: house.Price!,
    });
    expect(slot.html).toContain('>Frais d&#x27;achat et crédit hypothécaire</h2>');
    expect(slot.html).toContain(
      `<caption>Frais d&#x27;achat d&#x27;un logement de ${formatPrice(house.Price, { lang: 'fr' })}</caption>`,
    );
    for (const line of costs.lines) {
      expect(slot.html).toMatch(
        new RegExp(
          `<tr data-line="${line.key}"><th scope="row">[^<]+</th><td>${formatPrice(line.amount, { lang: 'fr' })}</td></tr>`,
        ),
      );
    }
    expect(slot.html).toContain(`<td>${formatPrice(costs.total, { lang: 'fr' })}</td>`);
    expect(slot.html).toContain('Règles du 1 janvier 2026 — une simulation ; votre notaire a le dernier mot.');
    // The chart's box is there, empty, at its height: drawing it in the browser moves nothing.
    expect(slot.html).toContain(
      '<div class="immo-buying__chart"><p class="immo-buying__chart-note">Le graphique apparaît dès que vous tapez un taux.</p></div>',
    );
    expect(Object.keys(slot.translations)).toContain('buying');
  });

  it('renders the purchase-cost page from its query: Brussels, €300,000 → €12,500 of registration duties', async () => {
    const slot = await render(
      slotRenderRequest('mf-property-detail', {
        lang: 'nl',
        route: { page: 'purchase-costs', params: {} },
        pathname: pagePath('purchase-costs', 'nl'),
        search: 'price=300000&region=brussels',
        fetch: serverFetch(),
      }),
    );
    expect(slot.html).toContain('<h1>Aankoopkosten en hypotheeksimulator</h1>');
    expect(slot.html).toContain('value="300000"');
    expect(slot.html).toMatch(/<option value="brussels" selected="">Brussel<\/option>/);
    expect(slot.html).toMatch(
      /<tr data-line="registrationDuties"><th scope="row">[^<]+<\/th><td>€\u00a012\.500<\/td><\/tr>/,
    );
  });

  it('says "price on request" for a price the agency does not publish', async () => {
    const hidden = findSample((p) => !p.PublishPrice && p.Status === 'available');
    const slot = await render(request(hidden.ID, 'nl'));
    expect(slot.html).toContain(`<p class="immo-detail__price">${formatPrice(null, { lang: 'nl' })}</p>`);
  });

  it("sends the property's answer as the state the browser starts from, and that render is the server's", async () => {
    const slot = await render(request(HOUSE.ID, 'nl'));
    const { state, translations } = asThePageCarries<DetailSnapshot>(slot);
    expect(state.entries[entryKey(HOUSE.ID, 'nl')]).toEqual({ status: 'ready', property: sample(HOUSE.ID, 'nl') });
    expect(detailSnapshot(createDetailStore('', { start: state }))).toEqual(slot.state);
    // The browser's first render, from the state and texts alone (no API), is the server's markup.
    const props = { name: 'mf-property-detail', lang: 'nl', route: request(HOUSE.ID).route, apiBase: '', siteBase: '' };
    const browserStart = { translations, state };
    // With the slot's id prefix, as the browser hydrates (the calculator's fields carry React ids).
    const first = await renderWhenLoaded(remoteElement(siteApp, props, browserStart), {
      signal: new AbortController().signal,
      identifierPrefix: request(HOUSE.ID).identifierPrefix,
    });
    expect(first).toBe(slot.html);
  });

  it('renders the not-found part for an unknown property, as the browser does', async () => {
    const slot = await render(request(999999, 'fr'));
    expect(slot.html).toMatch(/<h1 id="immo-detail-not-found">Bien introuvable<\/h1>/);
    expect(slot.html).toContain('<a href="/fr/a-vendre/">');
    expect(slot.html).not.toContain('<article');
    expect((slot.state as DetailSnapshot).entries).toEqual({ [entryKey(999999, 'fr')]: { status: 'not-found' } });
  });

  it('stops when its time is up, and stops its requests too, leaving the slot to the browser', async () => {
    const controller = new AbortController();
    const { fetch: never, firstSignal: firstRequest } = unansweringApi();
    // React reports the render it was told to abandon: expected here.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const pending = render({ ...request(HOUSE.ID, 'nl', never), signal: controller.signal });
      const signal = await firstRequest;
      controller.abort();
      await expect(pending).rejects.toThrow();
      expect(signal?.aborted).toBe(true);
    } finally {
      reported.mockRestore();
    }
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
