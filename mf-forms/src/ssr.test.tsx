/**
 * @jest-environment node
 */
// Node, no DOM: the slots render on the server from what the API answers, touching no window, and
// send, confirm or read nothing of a visitor.
import {
  inLanguage,
  isForSale,
  propertyInLanguage,
  publicProperty,
  type Lang,
  type PublicProperty,
} from '@immo/shared';
import { properties, regions } from '@immo/shared/data';
import { slotIdentifierPrefix, type SlotRenderRequest } from '@immo/shared/federation';
import { remoteElement, renderWhenLoaded, slotAppProps } from '@immo/shared/remote-server';
import { createFormsStore, formsSnapshot, type FormsSnapshot } from './forms-store.js';
import { siteApp } from './site-app.js';
import { render } from './ssr.js';
import { unansweringApi } from '@immo/shared/test-support';

function sample(match: (property: PublicProperty) => boolean, lang: Lang = 'nl'): PublicProperty {
  const found = properties.map((record) => publicProperty(propertyInLanguage(record, lang))).find(match);
  if (!found) throw new Error('no sample property matches');
  return found;
}

const FOR_SALE = sample((p) => p.Status === 'available' && isForSale(p));
const FOR_RENT = sample((p) => p.Status === 'available' && !isForSale(p));
const TYPES = { nl: 'Huis', fr: 'Maison' } as Record<Lang, string>;

type Asked = { path: string; method: string };

/** The API as the site server reaches it (in process), recording what the slot asked. */
function serverFetch(asked: Asked[] = []): typeof fetch {
  return (async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://site.internal');
    const lang = (url.searchParams.get('lang') ?? 'en') as Lang;
    asked.push({ path: url.pathname, method: init.method ?? 'GET' });
    const id = Number(url.pathname.match(/^\/api\/properties\/(\d+)$/)?.[1]);
    const property = [FOR_SALE, FOR_RENT].find((candidate) => candidate.ID === id);
    const body =
      url.pathname === '/api/types'
        ? [{ ID: 1, WebID: 1, Name: TYPES[lang], ShowOrder: 1, Sale: true, Rent: true }]
        : url.pathname === '/api/regions'
          ? inLanguage(regions, lang)
          : property && sample((p) => p.ID === property.ID, lang);
    return new Response(JSON.stringify(body ?? null), { status: body ? 200 : 404 });
  }) as typeof fetch;
}

function request(
  page: string,
  pathname: string,
  {
    lang = 'nl',
    params = {},
    place = 'page',
    search = '',
    fetch = serverFetch(),
  }: Partial<SlotRenderRequest> & { params?: Record<string, string> } = {},
): SlotRenderRequest {
  return {
    lang,
    route: { page, params },
    pathname,
    search,
    place,
    apiBase: '',
    siteBase: '',
    fetch,
    signal: new AbortController().signal,
    // As the site server names the slot's ids (its element id: slot-mf-forms, slot-mf-forms-footer).
    identifierPrefix: slotIdentifierPrefix(place === 'footer' ? 'slot-mf-forms-footer' : 'slot-mf-forms'),
  };
}

/** The slot's markup without Mantine's theme variables (a long style element before it): what a test reads. */
function markup(html: string): string {
  return html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
}

/** The browser's first render from the server's state and texts alone (no API), as ./app hydrates. */
async function browserFirstRender(slotRequest: SlotRenderRequest, state: unknown, translations: object) {
  const props = {
    name: 'mf-forms',
    lang: slotRequest.lang,
    route: slotRequest.route,
    location: { pathname: slotRequest.pathname, search: slotRequest.search ? `?${slotRequest.search}` : '' },
    place: slotRequest.place,
    apiBase: '',
    siteBase: '',
  };
  const start = { translations: translations as Record<string, Record<string, unknown>>, state };
  const { signal, identifierPrefix } = slotRequest;
  return renderWhenLoaded(remoteElement(siteApp, props, start), { signal, identifierPrefix });
}

describe("mf-forms' server render (./ssr)", () => {
  it.each([
    {
      lang: 'nl' as const,
      path: '/nl/contact/',
      title: 'Contacteer ons',
      intro: 'Hebt u een vraag?',
      firstName: 'Voornaam',
      submit: 'Verzenden',
      loading: 'Laden…',
    },
    {
      lang: 'fr' as const,
      path: '/fr/contact/',
      title: 'Contactez-nous',
      intro: 'Vous avez une question',
      firstName: 'Prénom',
      submit: 'Envoyer',
      loading: 'Chargement…',
    },
  ])(
    "renders the contact page's heading, intro, labels and fields in $lang, the captcha still closed",
    async ({ lang, path, title, intro, firstName, submit, loading }) => {
      const asked: Asked[] = [];
      const slot = await render(request('contact', path, { lang, fetch: serverFetch(asked) }));
      // The page's largest paint (its heading and intro) is in the HTML.
      expect(markup(slot.html)).toContain(`<h1>${title}</h1>`);
      expect(markup(slot.html)).toContain(`<p>${intro}`);
      expect(markup(slot.html)).toMatch(new RegExp(`<label class="immo-field__label" for="[^"]+">${firstName}<`));
      for (const field of ['firstName', 'lastName', 'email', 'phone', 'remark', 'privacy']) {
        expect(markup(slot.html)).toContain(`name="${field}"`);
      }
      expect(markup(slot.html)).toContain(`>${submit}</span>`);
      // Until its code runs, the browser cannot send the form itself (its fields in the address).
      expect(markup(slot.html)).toMatch(/<form class="immo-form"[^>]* method="post"/);
      expect(markup(slot.html)).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
      // The check starts in the browser when it nears the screen: the server sends its waiting state.
      expect(markup(slot.html)).toContain(`<div class="immo-captcha__pending" aria-busy="true">${loading}</div>`);
      expect(markup(slot.html)).not.toContain('altcha-widget');
      expect(asked).toEqual([]);
      expect(Object.keys(slot.translations).sort()).toEqual(['common', 'errors', 'forms', 'validation']);
      expect(slot.css).toEqual(expect.any(String));
      expect(slot.version).toBe('dev');
    },
  );

  it('renders the free valuation with the property types the API answers, in the page language', async () => {
    const slot = await render(request('contact-demand', '/fr/estimation-gratuite/', { lang: 'fr' }));
    expect(markup(slot.html)).toContain('<h1>Estimation gratuite</h1>');
    expect(markup(slot.html)).toContain('<option value="1">Maison</option>');
    expect((slot.state as FormsSnapshot).types.fr).toHaveLength(1);
  });

  it('renders the demand register with its types and the list of zones beside the map', async () => {
    const slot = await render(request('demand-register', '/nl/zoekopdracht/'));
    expect(markup(slot.html)).toContain('<h1>Registreer uw zoekopdracht</h1>');
    expect(markup(slot.html)).toContain('value="1"/><span>Huis</span>');
    expect(markup(slot.html)).toContain('<span>Gent (9000)</span>');
    expect((slot.state as FormsSnapshot).regions.nl).toEqual(inLanguage(regions, 'nl'));
  });

  it.each([
    { goal: 'for sale', property: FOR_SALE, last: 'Een bod uitbrengen' },
    { goal: 'for rent', property: FOR_RENT, last: 'Huurkandidatuur' },
  ])(
    "renders a property's contact panel with the request its goal adds ($goal), read through the store",
    async ({ property, last }) => {
      const asked: Asked[] = [];
      const slot = await render(
        request('property', `/nl/pand/${property.ID}/`, {
          params: { id: String(property.ID) },
          fetch: serverFetch(asked),
        }),
      );
      expect(markup(slot.html)).toContain('<h2 id="immo-panel-title">Interesse in dit pand?</h2>');
      expect(markup(slot.html)).toContain('aria-pressed="true">Bezoek aanvragen</button>');
      expect(markup(slot.html)).toContain(`>${last}</button>`);
      expect(asked).toEqual([{ path: `/api/properties/${property.ID}`, method: 'GET' }]);
      expect((slot.state as FormsSnapshot).properties[property.ID]).toMatchObject({ ID: property.ID });
    },
  );

  it("renders the footer's newsletter sign-up on any page", async () => {
    const slot = await render(request('for-sale', '/fr/a-vendre/', { lang: 'fr', place: 'footer' }));
    expect(markup(slot.html)).toContain('<h2>Inscrivez-vous à notre newsletter</h2>');
    expect(markup(slot.html)).toContain('name="email"');
    expect(markup(slot.html)).not.toContain('<h1');
  });

  it("renders the footer's sign-up once per language: every page's is the same, so the next page takes it", async () => {
    const onContact = await render(request('contact', '/nl/contact/', { place: 'footer' }));
    expect(await render(request('for-sale', '/nl/te-koop/', { place: 'footer' }))).toBe(onContact);
    expect((await render(request('contact', '/de/kontakt/', { lang: 'de', place: 'footer' }))).html).toContain(
      'Newsletter',
    );
    // What the footer renders on another page is that very sign-up.
    const onProperty = request('property', `/nl/te-koop/huis/gent/${FOR_SALE.ID}/`, {
      params: { id: String(FOR_SALE.ID) },
      place: 'footer',
    });
    const store = createFormsStore('', { fetch: onProperty.fetch! });
    const element = remoteElement(siteApp, slotAppProps('mf-forms', onProperty), {
      translations: onContact.translations,
      store,
      collecting: true,
    });
    expect(await renderWhenLoaded(element, onProperty)).toBe(onContact.html);
    expect(formsSnapshot(store)).toEqual(onContact.state);
  });

  it("prefixes its ids with the slot's: the footer's sign-up and the page's form share none", async () => {
    // React writes a prefixed id as `_{prefix}R…`.
    const ids = (html: string) => new Set([...html.matchAll(/ (?:id|for)="([^"]+)"/g)].map((match) => match[1]!));
    const footer = ids((await render(request('contact', '/nl/contact/', { place: 'footer' }))).html);
    const page = ids((await render(request('contact', '/nl/contact/'))).html);
    expect(footer.size).toBeGreaterThan(0);
    expect([...footer].filter((id) => !id.startsWith('_slot-mf-forms-footer-'))).toEqual([]);
    expect([...page].filter((id) => !id.startsWith('_slot-mf-forms-R') || footer.has(id))).toEqual([]);
  });

  it("renders the confirm page's waiting state: the link's token is the browser's, and only its button confirms", async () => {
    const asked: Asked[] = [];
    const slot = await render(request('confirm', '/fr/confirmer/', { lang: 'fr', fetch: serverFetch(asked) }));
    expect(markup(slot.html)).toContain('<h1>Confirmez votre demande</h1>');
    expect(markup(slot.html)).toContain('<p>Appuyez sur le bouton pour confirmer');
    expect(markup(slot.html)).toMatch(/<button[^>]* type="button" disabled=""/);
    expect(asked).toEqual([]);
  });

  it("renders the unsubscribe form empty, acting on nothing the link's address says", async () => {
    const asked: Asked[] = [];
    const search = 'email=ann%40example.org&token=c2lnbmVk';
    const slot = await render(
      request('unsubscribe', '/unsubscribe/', { lang: 'en', search, fetch: serverFetch(asked) }),
    );
    expect(markup(slot.html)).toContain('<h1>Unsubscribe from our newsletter</h1>');
    expect(markup(slot.html)).toContain('name="email"');
    expect(markup(slot.html)).not.toContain('ann@example.org');
    expect(asked).toEqual([]);
  });

  it("renders a sale list's search-alert offer from the list's filters in words, its type named", async () => {
    const search = 'city=Gent%7C9000&maxPrice=400000&type=1&page=2';
    const slotRequest = request('for-sale', '/nl/te-koop/', { search });
    const slot = await render(slotRequest);
    expect(markup(slot.html)).toContain('<h2 id=');
    expect(markup(slot.html)).toContain('Mail mij nieuwe panden zoals deze');
    expect(markup(slot.html)).toMatch(/<strong>Te koop: Huis in Gent, tot €.400\.000<\/strong>/);
    expect(markup(slot.html)).toMatch(/<button[^>]* disabled="" aria-expanded="false"/);
    const state = JSON.parse(JSON.stringify(slot.state)) as FormsSnapshot;
    expect(await browserFirstRender(slotRequest, state, slot.translations)).toBe(slot.html);
  });

  it("renders the alerts page's frame alone: the link's address and signature are the browser's", async () => {
    const asked: Asked[] = [];
    const search = 'email=ann%40example.org&token=c2lnbmVk&end=7';
    const slot = await render(request('alerts', '/fr/alertes/', { lang: 'fr', search, fetch: serverFetch(asked) }));
    expect(markup(slot.html)).toContain('<h1>Vos alertes de recherche</h1>');
    expect(markup(slot.html)).not.toContain('ann@example.org');
    expect(asked.filter(({ path }) => path.startsWith('/api/alerts'))).toEqual([]);
  });

  it("sends the store's answers as the state the browser starts from, and that render is the server's", async () => {
    const slotRequest = request('property', `/nl/pand/${FOR_SALE.ID}/`, { params: { id: String(FOR_SALE.ID) } });
    const slot = await render(slotRequest);
    const state = JSON.parse(JSON.stringify(slot.state)) as FormsSnapshot;
    expect(formsSnapshot(createFormsStore('', { start: state }))).toEqual(slot.state);
    expect(await browserFirstRender(slotRequest, state, slot.translations)).toBe(slot.html);
  });

  it('stops when its time is up, and stops its requests too, leaving the slot to the browser', async () => {
    const controller = new AbortController();
    const { fetch: never, firstSignal: firstRequest } = unansweringApi();
    // React reports the render it was told to abandon: expected here.
    const reported = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const slotRequest = request('contact-demand', '/nl/gratis-schatting/', { fetch: never });
      const pending = render({ ...slotRequest, signal: controller.signal });
      const signal = await firstRequest;
      controller.abort();
      await expect(pending).rejects.toThrow();
      expect(signal?.aborted).toBe(true);
    } finally {
      reported.mockRestore();
    }
  });
});
