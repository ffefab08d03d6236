import { LIST_PAGES, type ListPageSpec } from '../../components/list-pages/list-pages.js';
import { moduleLayout } from '../../components/modules/module-layout.js';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { card, fakeApi, page, renderListings, type FakeApi } from '../../../test/render';
import { useMemoryLocation } from '../../location';
import { ListView } from './ListView';

const cities = [
  { Name: 'Gent', Zip: '9000', CountryID: 10, CountryName: 'Belgium', countSaleProperty: 5, countRentProperty: 1 },
  { Name: 'Liège', Zip: '4000', CountryID: 10, CountryName: 'Belgium', countSaleProperty: 0, countRentProperty: 2 },
];
const types = [
  { ID: 1, WebID: 1, Name: 'House', ShowOrder: 1, Sale: true, Rent: true, countSaleProperty: 3, countRentProperty: 1 },
  {
    ID: 2,
    WebID: 2,
    Name: 'Apartment',
    ShowOrder: 2,
    Sale: true,
    Rent: true,
    countSaleProperty: 2,
    countRentProperty: 2,
  },
];

function Harness({ spec, initial }: { spec: ListPageSpec; initial: string }) {
  const location = useMemoryLocation(initial);
  return (
    <>
      <ListView
        spec={spec}
        location={location}
        layout={moduleLayout(null, 'Properties for sale')}
        title="Properties for sale"
        headingLevel={1}
        showFilters
      />
      <output data-testid="search">{location.search}</output>
    </>
  );
}

/** The API: 30 matching properties, 12 a page; none when the city is Liège. */
function listingApi(): FakeApi {
  return fakeApi((url) => {
    if (url.pathname === '/api/cities') return cities;
    if (url.pathname === '/api/types') return types;
    if (url.pathname === '/api/properties') {
      if (url.searchParams.get('city')?.startsWith('Liège')) return page([]);
      const ids = url.searchParams.get('ids');
      if (ids !== null) return page(ids ? ids.split(',').map((id) => card({ ID: Number(id) })) : []);
      const number = Number(url.searchParams.get('page') ?? 1);
      return page([card(), card()], 30, number);
    }
    throw new Error(`unexpected ${url.pathname}`);
  });
}

const lastList = (api: FakeApi) => [...api.requests].reverse().find((url) => url.pathname === '/api/properties')!;
const search = () => screen.getByTestId('search').textContent;

describe('a property list', () => {
  beforeEach(() => localStorage.clear());

  it('asks the API for the filters of the URL within the page scope, and shows them selected', async () => {
    const api = listingApi();
    await renderListings(<Harness spec={LIST_PAGES['for-sale']!} initial="city=9000&type=2&goal=rent" />);
    await screen.findByText('Page 1 of 3');
    const asked = lastList(api).searchParams;
    expect(asked.get('goal')).toBe('sale');
    expect(asked.get('city')).toBe('9000');
    expect(asked.get('type')).toBe('2');
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Gent|9000'));
    expect(screen.getByLabelText('Type')).toHaveValue('2');
    expect(screen.getByText('30 properties')).toHaveAttribute('aria-live', 'polite');
  });

  it('writes a changed filter to the query and starts again at page 1', async () => {
    const api = listingApi();
    await renderListings(<Harness spec={LIST_PAGES['for-sale']!} initial="page=2" />);
    await screen.findByText('Page 2 of 3');
    await waitFor(() => expect(screen.getByLabelText('Type').querySelectorAll('option')).toHaveLength(3));
    screen.getByLabelText('Type').focus();
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: '1' } });
    expect(search()).toBe('type=1');
    // Back at page 1 after a filter, the focus stays on the filter.
    await screen.findByText('Page 1 of 3');
    expect(screen.getByLabelText('Type')).toHaveFocus();
    fireEvent.change(screen.getByLabelText('EPC label'), { target: { value: 'b' } });
    expect(search()).toBe('type=1&epc=a_plusplus%2Ca_plus%2Ca%2Ca_sub%2Cb_plus%2Cb%2Cb_sub');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price-asc' } });
    await waitFor(() => expect(lastList(api).searchParams.get('sort')).toBe('price-asc'));
    expect(lastList(api).searchParams.get('epc')).toContain('b_sub');
    act(() => screen.getByRole('button', { name: 'Clear filters' }).click());
    expect(search()).toBe('sort=price-asc');
    await waitFor(() => expect(lastList(api).searchParams.get('type')).toBeNull());
    await screen.findByText('Page 1 of 3');
  });

  it('pages "page x of y"', async () => {
    const api = listingApi();
    await renderListings(<Harness spec={LIST_PAGES['for-rent']!} initial="" />);
    await screen.findByText('Page 1 of 3');
    act(() => screen.getByRole('button', { name: 'Go to page 2' }).click());
    await screen.findByText('Page 2 of 3');
    expect(lastList(api).searchParams.get('page')).toBe('2');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(screen.getByText('2')).toHaveAttribute('aria-current', 'page');
  });

  it('says so when nothing matches, and offers to clear the filters', async () => {
    listingApi();
    await renderListings(<Harness spec={LIST_PAGES['for-rent']!} initial="city=Li%C3%A8ge%7C4000" />);
    await screen.findByText('No results were found for your search.');
    act(() => screen.getAllByRole('button', { name: 'Clear filters' })[0]!.click());
    expect(search()).toBe('');
    await screen.findByText('Page 1 of 3');
  });

  it('shows the visitor their favourites, and none as an empty list', async () => {
    const api = listingApi();
    localStorage.setItem('immo.favourites', '[42]');
    await renderListings(<Harness spec={LIST_PAGES['for-sale']!} initial="city=9000" />);
    await screen.findByText('Page 1 of 3');
    act(() => screen.getByRole('button', { name: 'My favourites (1)' }).click());
    expect(search()).toBe('favourites=1');
    await screen.findByRole('heading', { level: 1, name: 'My favourites' });
    await screen.findByText('House 42 with garden');
    expect(lastList(api).searchParams.get('ids')).toBe('42');
    expect(lastList(api).searchParams.get('goal')).toBeNull();
    act(() => screen.getByRole('button', { name: 'Remove from favourites: House 42 with garden' }).click());
    await screen.findByText(/You have no favourites yet/);
    expect(lastList(api).searchParams.get('ids')).toBe('');
  });
});
