import { join } from 'node:path';
import type { Lang, ListPage, PropertyCard } from '@immo/shared';
import { testI18n } from '@immo/shared/test-support';
import { ImmoProvider } from '@immo/shared/ui';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ListingsContext } from '../src/listings-context';
import { createListingsStore, type ListingsStore } from '../src/listings-store';

export type FakeApi = { requests: URL[]; fetch: jest.Mock };

/** A fetch that answers the API's routes from `answer`, recording every request. */
export function fakeApi(answer: (url: URL) => unknown): FakeApi {
  const requests: URL[] = [];
  const fetch = jest.fn(async (input: string) => {
    const url = new URL(input, 'http://site.test');
    requests.push(url);
    const body = answer(url);
    // jsdom has no Response: what the API client reads of one.
    return { ok: true, status: 200, json: async () => JSON.parse(JSON.stringify(body)) as unknown };
  });
  globalThis.fetch = fetch as unknown as typeof globalThis.fetch;
  return { requests, fetch };
}

export async function renderListings(
  ui: ReactNode,
  lang: Lang = 'en',
): Promise<RenderResult & { store: ListingsStore }> {
  const i18n = await testI18n(
    lang,
    ['listings', 'common', 'energy', 'errors', 'search'],
    join(__dirname, '..', 'src', 'locales'),
  );
  const store = createListingsStore();
  const env = { store, lang, apiBase: '', siteBase: '', tiles: 'https://tiles.test/{z}/{x}/{y}.png' };
  const result = render(
    <ImmoProvider>
      <I18nextProvider i18n={i18n}>
        <ListingsContext.Provider value={env}>{ui}</ListingsContext.Provider>
      </I18nextProvider>
    </ImmoProvider>,
  );
  return { ...result, store };
}

let nextId = 1000;

/** A list card as the API sends it, with what a test changes. */
export function card(overrides: Partial<PropertyCard> = {}): PropertyCard {
  const id = overrides.ID ?? nextId++;
  return {
    ID: id,
    WebID: 1,
    WebIDs: '1',
    Goal: 0,
    City: 'Gent',
    Zip: '9000',
    MainTypeName: 'House',
    Marquee: 0,
    SmallPictureItem: { ID: 1, Name: 'Front', Url: `/media/${id}/1.jpg`, Width: 1360, Height: 906 },
    Price: 325000,
    PriceUnit: 0,
    PublishPrice: true,
    PublishAddress: true,
    Street: 'Kerkstraat',
    HouseNumber: '12',
    CountryID: 10,
    CountryName: 'Belgium',
    EnergyPerformance: 150,
    EPCLabelText: null,
    Latitude: 51.05,
    Longitude: 3.72,
    CreatedAt: '2026-11-01T10:00:00.000Z',
    TypeDescription: 'House',
    Title: `House ${id} with garden`,
    PriceUnitText: '',
    language: 'en',
    Status: 'available',
    Details: { Bedrooms: 3, SurfaceLiving: 140 },
    ...overrides,
  };
}

export function page(
  items: PropertyCard[],
  total = items.length,
  pageNumber = 1,
  pageSize = 12,
): ListPage<PropertyCard> {
  return { items, total, page: pageNumber, pages: Math.max(1, Math.ceil(total / pageSize)), pageSize };
}
