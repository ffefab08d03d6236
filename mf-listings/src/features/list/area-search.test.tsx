import { encodeAreas, MAX_AREA_POINTS, MAX_AREAS, type Area } from '@immo/shared';
import { act, screen, waitFor } from '@testing-library/react';
import { LIST_PAGES } from '../../components/list-pages/list-pages.js';
import { moduleLayout } from '../../components/modules/module-layout.js';
import { card, fakeApi, page, renderListings, type FakeApi } from '../../../test/render';
import { useMemoryLocation } from '../../location';
import type { AreaMode, ListMapHandle, ListMapOptions } from './map/list-map-leaflet';
import { ListView } from './ListView';
import { BRUGGE, GENT } from './area-fixtures';

// Leaflet and Geoman are tested on their own (list-map-leaflet.test.ts) and in a browser: here the
// map is a stand-in that reports what the list gave it and lets a test draw, as Geoman would.
const mockMap: { options: ListMapOptions | null; handle: jest.Mocked<ListMapHandle> } = {
  options: null,
  handle: {
    showMarkers: jest.fn(),
    showAreas: jest.fn(),
    mode: jest.fn((_mode: AreaMode | null) => Promise.resolve()),
    viewArea: jest.fn(),
    remove: jest.fn(),
  },
};
jest.mock('./map/list-map-leaflet', () => ({
  showListMap: (_container: HTMLElement, options: ListMapOptions) => {
    mockMap.options = options;
    return mockMap.handle;
  },
}));

function Harness({ initial, showFilters = true }: { initial: string; showFilters?: boolean }) {
  const location = useMemoryLocation(initial);
  return (
    <>
      <ListView
        spec={LIST_PAGES['for-sale']!}
        location={location}
        layout={moduleLayout(null, 'Properties for sale')}
        title="Properties for sale"
        headingLevel={1}
        showFilters={showFilters}
      />
      <output data-testid="search">{location.search}</output>
      {/* What the back button or a link does: another URL, not from the map. */}
      <button type="button" onClick={() => location.go(`view=map&area=${encodeAreas([BRUGGE])}`)}>
        elsewhere
      </button>
    </>
  );
}

/** 30 properties, 12 a page; 3 inside any area. */
function listingApi(): FakeApi {
  return fakeApi((url) => {
    if (url.pathname === '/api/cities' || url.pathname === '/api/types') return [];
    const inArea = url.searchParams.has('area');
    return page([card(), card()], inArea ? 3 : 30, Number(url.searchParams.get('page') ?? 1));
  });
}

const params = () => new URLSearchParams(screen.getByTestId('search').textContent!);
const lastList = (api: FakeApi) => [...api.requests].reverse().find((url) => url.pathname === '/api/properties')!;
const mapReady = () =>
  waitFor(() =>
    expect(screen.getByRole('region', { name: 'Map of the properties' })).toHaveAttribute('data-status', 'ready'),
  );
const button = (name: string) => screen.getByRole('button', { name });

describe('searching on areas drawn on the map', () => {
  beforeEach(() => {
    localStorage.clear();
    mockMap.options = null;
    jest.clearAllMocks();
  });

  it('makes the map view the area with "Search within the map view": the URL, the count and page 1 follow', async () => {
    const api = listingApi();
    await renderListings(<Harness initial="view=map&page=2" />);
    await screen.findByText('Page 2 of 3');
    await mapReady();
    mockMap.handle.viewArea.mockReturnValue(GENT);
    act(() => button('Search within the map view').click());
    expect(params().get('area')).toBe(encodeAreas([GENT]));
    expect(params().get('page')).toBeNull();
    expect(params().get('view')).toBe('map');
    await screen.findByText('3 properties');
    expect(lastList(api).searchParams.get('area')).toBe(encodeAreas([GENT]));
    // The map shows the area it asked for, where the visitor is (no jump).
    await waitFor(() => expect(mockMap.handle.showAreas).toHaveBeenLastCalledWith([GENT], false));
    expect(screen.getByText('Drawn area')).toBeVisible();
  });

  it('adds a drawn area to the others, says how many in words, and removes them from the chip', async () => {
    listingApi();
    await renderListings(<Harness initial={`view=map&area=${encodeAreas([GENT])}`} />);
    await mapReady();
    // The map opened with the area of the URL.
    expect(mockMap.options!.areas).toEqual([GENT]);
    act(() => mockMap.options!.onAreas([GENT, BRUGGE]));
    expect(params().get('area')).toBe(encodeAreas([GENT, BRUGGE]));
    await screen.findByText('2 drawn areas');
    expect(button('Edit the areas')).toBeEnabled();
    expect(button('Remove one area')).toBeEnabled();
    act(() => screen.getAllByRole('button', { name: 'Remove the drawn areas' })[0]!.click());
    expect(params().get('area')).toBeNull();
    await waitFor(() => expect(screen.queryByText('2 drawn areas')).toBeNull());
    expect(mockMap.handle.showAreas).toHaveBeenLastCalledWith([], expect.any(Boolean));
  });

  it('counts the area as a filter, which "Clear filters" removes', async () => {
    listingApi();
    await renderListings(<Harness initial={`area=${encodeAreas([GENT])}&minBedrooms=2`} />);
    await screen.findByText('Drawn area');
    expect(screen.getByRole('button', { name: /^Show filters/ })).toHaveTextContent('2');
    act(() => button('Clear filters').click());
    expect(params().toString()).toBe('');
  });

  it('refuses a drawing with too many corners with a message, and keeps the areas it had', async () => {
    listingApi();
    await renderListings(<Harness initial={`view=map&area=${encodeAreas([GENT])}`} />);
    await mapReady();
    const detailed: Area = Array.from({ length: MAX_AREA_POINTS + 1 }, (_, i) => [51 + i / 1000, 3.7 + (i % 2) / 100]);
    act(() => mockMap.options!.onAreas([GENT, detailed]));
    expect(screen.getByRole('alert')).toHaveTextContent(`at most ${MAX_AREA_POINTS} for each area`);
    expect(params().get('area')).toBe(encodeAreas([GENT]));
    expect(mockMap.handle.showAreas).toHaveBeenLastCalledWith([GENT], false);
  });

  it('says when the areas together are too long for the URL, not that one has too many corners', async () => {
    listingApi();
    await renderListings(<Harness initial={`view=map&area=${encodeAreas([GENT])}`} />);
    await mapReady();
    // Five rings of the most corners an area may have, far apart: each is fine, together over the URL's limit.
    const ring = (i: number): Area =>
      Array.from({ length: MAX_AREA_POINTS }, (_, corner) => {
        const angle = (2 * Math.PI * corner) / MAX_AREA_POINTS;
        return [51 + (0.5 + i / 10) * Math.sin(angle), 3.7 + (0.5 + i / 10) * Math.cos(angle)];
      });
    act(() => mockMap.options!.onAreas(Array.from({ length: MAX_AREAS }, (_, i) => ring(i))));
    expect(screen.getByRole('alert')).toHaveTextContent('Together the areas have too many corners to search on.');
    expect(params().get('area')).toBe(encodeAreas([GENT]));
  });

  it('tells that "Search within the map view" replaces the drawn areas', async () => {
    listingApi();
    await renderListings(<Harness initial={`view=map&area=${encodeAreas([GENT, BRUGGE])}`} />);
    await mapReady();
    expect(button('Search within the map view')).toHaveAccessibleDescription(
      'Replaces the drawn areas with the map view.',
    );
  });

  it(`offers no more drawing at ${MAX_AREAS} areas`, async () => {
    listingApi();
    const five = Array.from({ length: MAX_AREAS }, (_, i): Area => GENT.map(([lat, lng]) => [lat + i, lng]));
    await renderListings(<Harness initial={`view=map&area=${encodeAreas(five)}`} />);
    await mapReady();
    expect(screen.queryByRole('button', { name: 'Draw an area' })).toBeNull();
    expect(screen.getByText(`You have drawn ${MAX_AREAS} areas, the most one search can have.`)).toBeVisible();
    expect(screen.getByText(`${MAX_AREAS} drawn areas`)).toBeVisible();
  });

  it('starts and stops drawing with the map, and moves to areas that come from a link or the back button', async () => {
    listingApi();
    await renderListings(<Harness initial="view=map" />);
    await mapReady();
    act(() => button('Draw an area').click());
    expect(mockMap.handle.mode).toHaveBeenLastCalledWith('draw');
    await screen.findByRole('button', { name: 'Stop drawing' });
    // Geoman ends the mode once the area is closed.
    act(() => mockMap.options!.onModeEnd());
    expect(button('Draw an area')).toBeEnabled();
    expect(mockMap.handle.showAreas).not.toHaveBeenCalled();
    act(() => button('elsewhere').click());
    await waitFor(() => expect(mockMap.handle.showAreas).toHaveBeenLastCalledWith([BRUGGE], true));
  });

  it('has no area tools on a list without filters', async () => {
    listingApi();
    await renderListings(<Harness initial="view=map" showFilters={false} />);
    await mapReady();
    expect(screen.queryByRole('button', { name: 'Search within the map view' })).toBeNull();
  });
});
