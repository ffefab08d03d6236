import { propertyInLanguage, publicProperty, type Lang, type PublicProperty } from '@immo/shared';
import { properties } from '@immo/shared/data';
import { testI18n } from '@immo/shared/test-support';
import { ImmoProvider } from '@immo/shared/ui';
import { render, type RenderResult } from '@testing-library/react';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DetailContext, type DetailEnv } from '../src/property-detail-context';
import { createDetailStore, type DetailStore } from '../src/property-detail-store';

/** jsdom has no IntersectionObserver (Embla and the lazy map use one): nothing ever comes into view. */
class NoIntersections {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??= NoIntersections as unknown as typeof IntersectionObserver;

export type FakeApi = { requests: Array<{ url: URL; method: string }>; fetch: jest.Mock };

/** A fetch that answers the API's routes from `answer` ({ status, body }), recording every request. */
export function fakeApi(answer: (url: URL) => { status: number; body?: unknown }): FakeApi {
  const requests: FakeApi['requests'] = [];
  const fetch = jest.fn(async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://site.test');
    requests.push({ url, method: init.method ?? 'GET' });
    const { status, body } = answer(url);
    // jsdom has no Response: what the API client reads of one.
    return { ok: status < 400, status, json: async () => JSON.parse(JSON.stringify(body ?? null)) as unknown };
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return { requests, fetch };
}

/** A sample-catalogue property as the API sends it in `lang` (`/api/properties/:id`). */
export function sampleProperty(id: number, lang: Lang = 'en'): PublicProperty {
  const record = properties.find((property) => property.ID === id);
  if (!record) throw new Error(`no sample property ${id}`);
  return publicProperty(propertyInLanguage(record, lang));
}

/** The first sample property that `match` accepts, in `lang`. */
/** The id of the first sample property. */
export const FIRST_SAMPLE_ID = properties[0]!.ID;

export function findSample(match: (property: PublicProperty) => boolean, lang: Lang = 'en'): PublicProperty {
  const found = properties.map((record) => sampleProperty(record.ID, lang)).find(match);
  if (!found) throw new Error('no sample property matches');
  return found;
}

/** The API answering every sample property, the site config, and page views. */
export function sampleApi(): FakeApi {
  return fakeApi((url) => {
    const lang = (url.searchParams.get('lang') ?? 'en') as Lang;
    if (url.pathname === '/api/config') return { status: 200, body: { renovationCalculators: {} } };
    if (url.pathname === '/api/page-views') return { status: 204 };
    const id = Number(url.pathname.match(/^\/api\/properties\/(\d+)$/)?.[1]);
    const known = properties.some((property) => property.ID === id);
    return known ? { status: 200, body: sampleProperty(id, lang) } : { status: 404, body: null };
  });
}

export async function renderDetail(
  ui: ReactNode,
  lang: Lang = 'en',
  env: Partial<DetailEnv> = {},
): Promise<RenderResult & { store: DetailStore }> {
  const i18n = await testI18n(
    lang,
    ['property', 'energy', 'errors', 'common', 'consent', 'buying'],
    join(__dirname, '..', 'src', 'locales'),
  );
  const store = env.store ?? createDetailStore('');
  const value: DetailEnv = {
    store,
    lang,
    apiBase: '',
    siteBase: '',
    tiles: 'https://tiles.test/{z}/{x}/{y}.png',
    onSite: true,
    ...env,
  };
  const result = render(
    <ImmoProvider>
      <I18nextProvider i18n={i18n}>
        <DetailContext.Provider value={value}>{ui}</DetailContext.Provider>
      </I18nextProvider>
    </ImmoProvider>,
  );
  return { ...result, store };
}
