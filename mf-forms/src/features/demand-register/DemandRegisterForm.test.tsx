import { inLanguage, on, type Lang } from '@immo/shared';
import { regions } from '@immo/shared/data';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderForms, checkCaptcha, type Answer } from '../../../test/render';
import { DemandRegisterForm } from './DemandRegisterForm';
import type { RegionMapHandle, RegionMapOptions } from './region-map-leaflet';

// The map itself (Leaflet, Geoman) needs a layout jsdom lacks; the lead checks it in a browser.
// Here it is a stand-in that records what the form tells it and can click a zone like the map does.
const mockMap: { options: RegionMapOptions | null; handle: RegionMapHandle } = {
  options: null,
  handle: { select: jest.fn(), draw: jest.fn(async () => undefined), remove: jest.fn() },
};
jest.mock('./region-map-leaflet', () => ({
  showRegionMap: (_container: HTMLElement, options: RegionMapOptions) => {
    mockMap.options = options;
    return mockMap.handle;
  },
}));

const TYPES = [
  { ID: 1, WebID: 1, Name: 'House', ShowOrder: 1, Sale: true, Rent: true },
  { ID: 2, WebID: 2, Name: 'Apartment', ShowOrder: 2, Sale: true, Rent: true },
  { ID: 3, WebID: 3, Name: 'Land', ShowOrder: 3, Sale: true, Rent: false },
];

/** The test fake API, also answering the region tree (the sample one, in the asked language) and three property types. */
function demandApi(lead?: (body: Record<string, unknown>) => Answer) {
  const api = fakeApi(lead);
  const answer = api.fetch.getMockImplementation()!;
  api.fetch.mockImplementation(async (input: string, init?: RequestInit) => {
    const { pathname, searchParams } = new URL(input, 'http://site.test');
    // The region tree as the API answers it: named in the language asked for.
    const lang = (searchParams.get('lang') ?? 'en') as Lang;
    const body =
      pathname === '/api/regions' ? inLanguage(regions, lang) : pathname === '/api/types' ? TYPES : undefined;
    if (body === undefined) return answer(input, init);
    api.requests.push({ url: new URL(input, 'http://site.test'), method: 'GET', body: null });
    return { ok: true, status: 200, json: async () => body };
  });
  return api;
}

const selected = () => (mockMap.handle.select as jest.Mock).mock.calls.at(-1)?.[0];

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: 'Buy' }));
  await user.click(await screen.findByRole('checkbox', { name: 'House' }));
  await user.click(screen.getByRole('checkbox', { name: 'Apartment' }));
  await user.click(await screen.findByRole('checkbox', { name: 'Ghent (9000)' }));
  await user.click(screen.getByRole('checkbox', { name: 'Antwerp (2000)' }));
  await user.type(screen.getByLabelText('Minimum price'), '200.000');
  await user.type(screen.getByLabelText('Maximum price'), '350000');
  await user.type(screen.getByLabelText('Minimum bedrooms'), '2');
  await user.click(screen.getByRole('checkbox', { name: 'Garden' }));
  await user.selectOptions(screen.getByLabelText(/Title/), 'ms');
  await user.type(screen.getByLabelText(/First name/), 'Ann');
  await user.type(screen.getByLabelText(/Last name/), 'Peeters');
  await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'ann@example.org');
  await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '0470123456');
  await user.click(screen.getByLabelText(/privacy statement/));
  await checkCaptcha();
}

describe('the demand register', () => {
  beforeEach(() => {
    sessionStorage.clear();
    mockMap.options = null;
    jest.clearAllMocks();
  });

  it('names the missing types and zones in the visitor language, on their groups, and sends nothing', async () => {
    const api = demandApi();
    const user = userEvent.setup();
    await renderForms(<DemandRegisterForm headingLevel={1} />, 'nl');
    await screen.findByRole('checkbox', { name: 'Gent (9000)' });
    await user.click(screen.getByRole('button', { name: 'Verzenden' }));
    expect(await screen.findByText(/Uw gegevens werden niet verzonden/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /^Types panden/ })).toHaveAccessibleDescription(
      'Kies minstens één type. Gelieve minstens één type pand te kiezen.',
    );
    const zones = screen.getByRole('group', { name: /^Regio's/ });
    expect(zones).toHaveAttribute('aria-invalid', 'true');
    expect(within(zones).getByText('Gelieve minstens één geografische zone te kiezen.')).toBeInTheDocument();
    expect(api.leads()).toHaveLength(0);
  });

  it('chooses zones in the list, by group or by postal code, and the map follows; a click on the map chooses too', async () => {
    demandApi();
    const user = userEvent.setup();
    await renderForms(<DemandRegisterForm headingLevel={1} />);
    await user.click(await screen.findByRole('checkbox', { name: 'Ghent (9000)' }));
    expect(screen.getByText('1 zone selected')).toBeInTheDocument();
    await waitFor(() => expect(selected()).toEqual(['9000']));

    // The whole province: its other zones join, the group's box is checked.
    const province = screen.getByRole('checkbox', { name: 'East Flanders — all zones' });
    await user.click(province);
    expect(province).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Deinze (9800)' })).toBeChecked();
    await waitFor(() => expect(selected()).toEqual(['9000', '9800', '9830']));
    // Flanders is now partly chosen.
    expect(screen.getByRole('checkbox', { name: 'Flanders — all zones' })).toHaveProperty('indeterminate', true);

    // A postal code and Enter choose the one zone found; the form is not sent.
    await user.type(screen.getByRole('searchbox', { name: 'Find a municipality or postal code' }), '8400{Enter}');
    expect(screen.getByRole('checkbox', { name: 'Ostend (8400)' })).toBeChecked();
    expect(screen.getByText('4 zones selected')).toBeInTheDocument();
    await waitFor(() => expect(selected()).toEqual(['9000', '9800', '9830', '8400']));

    // The map: every zone is placed, and a click on one chooses it in the list.
    expect(mockMap.options!.zones).toHaveLength(24);
    await act(async () => mockMap.options!.onToggle('1000'));
    expect(screen.getByRole('checkbox', { name: 'Brussels (1000)' })).toBeChecked();
    await act(async () => mockMap.options!.onArea(['2000', '2800', '9000']));
    expect(screen.getByText('7 zones selected')).toBeInTheDocument();

    // A chosen zone can be dropped from the summary.
    await user.click(screen.getByRole('button', { name: 'Remove Ghent (9000)' }));
    expect(screen.getByRole('checkbox', { name: 'Ghent (9000)' })).not.toBeChecked();
    await waitFor(() => expect(selected()).toEqual(['9800', '9830', '8400', '1000', '2000', '2800']));
  });

  it('says when the maximum price is lower than the minimum, and sends nothing', async () => {
    const api = demandApi();
    const user = userEvent.setup();
    await renderForms(<DemandRegisterForm headingLevel={1} />);
    await fillIn(user);
    await user.clear(screen.getByLabelText('Maximum price'));
    await user.type(screen.getByLabelText('Maximum price'), '150000');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const maxPrice = screen.getByLabelText('Maximum price');
    await waitFor(() => expect(maxPrice).toHaveAttribute('aria-invalid', 'true'));
    expect(maxPrice).toHaveAccessibleDescription('The maximum price must not be lower than the minimum price.');
    expect(api.leads()).toHaveLength(0);
  });

  it('sends one request with the chosen types and zones, then opens the thank-you page', async () => {
    const api = demandApi();
    const user = userEvent.setup();
    const navigations: string[] = [];
    const off = on('navigate', ({ path }) => navigations.push(path));
    await renderForms(<DemandRegisterForm headingLevel={1} />);
    await fillIn(user);
    await user.dblClick(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(navigations).toEqual(['/feedback/demand-register/']));
    off();
    expect(api.leads()).toHaveLength(1);
    const [request] = api.leads();
    expect(request!.url.pathname).toBe('/api/leads/demand-register');
    expect(request!.body).toMatchObject({
      goal: 'buy',
      types: [1, 2],
      regions: ['9000', '2000'],
      minPrice: 200000,
      maxPrice: 350000,
      minBedrooms: 2,
      garden: true,
      parking: false,
      firstName: 'Ann',
      privacy: true,
    });
    // Unanswered numbers are left out, not sent as 0.
    expect(request!.body).not.toHaveProperty('maxBedrooms');
    expect(request!.body).not.toHaveProperty('budget');
    expect(sessionStorage.getItem('immo.draft.demand-register')).toBeNull();
  });

  it('says when the regions could not be loaded, and tries again', async () => {
    const api = demandApi();
    const answer = api.fetch.getMockImplementation()!;
    let down = true;
    api.fetch.mockImplementation(async (input: string, init?: RequestInit) => {
      if (down && input.includes('/api/regions')) throw new TypeError('Failed to fetch');
      return answer(input, init);
    });
    const user = userEvent.setup();
    await renderForms(<DemandRegisterForm headingLevel={1} />);
    expect(await screen.findByText('The regions could not be loaded.')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Ghent (9000)' })).toBeInTheDocument();
  });

  it.each([
    { lang: 'nl', names: ['Vlaanderen — alle zones', 'Oost-Vlaanderen — alle zones', 'Luik (4000)', 'Brussel (1000)'] },
    {
      lang: 'fr',
      names: ['Flandre — toutes les zones', 'Flandre-Orientale — toutes les zones', 'Gand (9000)', 'Anvers (2000)'],
    },
    {
      lang: 'de',
      names: ['Flandern — alle Gebiete', 'Ostflandern — alle Gebiete', 'Lüttich (4000)', 'Brüssel (1000)'],
    },
  ] as const)(
    'names the regions, provinces and municipalities in the page language ($lang)',
    async ({ lang, names }) => {
      demandApi();
      await renderForms(<DemandRegisterForm headingLevel={1} />, lang);
      await screen.findByRole('checkbox', { name: names[0] });
      for (const name of names) expect(screen.getByRole('checkbox', { name })).toBeInTheDocument();
      expect(screen.queryByText(/Flanders|Wallonia|Brussels-Capital/)).toBeNull();
    },
  );

  it('gives what follows it (the search-alert offer) the criteria typed so far, zones by name', async () => {
    demandApi();
    const user = userEvent.setup();
    const after = jest.fn(() => null);
    await renderForms(<DemandRegisterForm headingLevel={1} after={after} />);
    expect(after).toHaveBeenLastCalledWith({ goal: '', types: [], maxPrice: null, minBedrooms: null, zones: [] });
    await user.click(screen.getByRole('radio', { name: 'Buy' }));
    await user.click(await screen.findByRole('checkbox', { name: 'House' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Ghent (9000)' }));
    await user.type(screen.getByLabelText('Maximum price'), '350.000');
    await user.type(screen.getByLabelText('Minimum bedrooms'), '2');
    expect(after).toHaveBeenLastCalledWith({
      goal: 'buy',
      types: ['1'],
      maxPrice: 350000,
      minBedrooms: 2,
      zones: [expect.objectContaining({ name: 'Ghent', zip: '9000' })],
    });
  });
});
