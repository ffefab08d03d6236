import { emit, type PublicProperty } from '@immo/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderForms, type Answer, checkCaptcha } from '../../../test/render';
import { PropertyPanel } from './PropertyPanel';

const base: PublicProperty = {
  ID: 4711,
  WebID: 1,
  WebIDs: '1',
  Goal: 0,
  City: 'Gent',
  Zip: '9000',
  MainTypeName: 'House',
  Marquee: 0,
  SmallPictureItem: null,
  Pictures: [],
  Price: 325000,
  PriceUnit: 0,
  PublishPrice: true,
  PublishAddress: true,
  Street: 'Kouter',
  HouseNumber: '1',
  CountryID: 10,
  CountryName: 'Belgium',
  EnergyPerformance: null,
  EPCLabelText: null,
  CreatedAt: '2026-01-01T00:00:00Z',
  Details: { Bedrooms: 3 },
  TypeDescription: 'House',
  Title: 'House in Gent',
  Description: '',
  PriceUnitText: '',
  language: 'en',
  Status: 'available',
};
const forSale: PublicProperty = base;
const forRent: PublicProperty = {
  ...base,
  ID: 4712,
  Goal: 1,
  Price: 950,
  PriceUnit: 1,
  Details: { Bedrooms: 2, Charges: 75, Deposit: 2850 },
};

/** The test API, answering `GET /api/properties/:id` with these properties (404 for any other). */
function fakeApiWith(properties: PublicProperty[], lead?: (body: Record<string, unknown>) => Answer) {
  const api = fakeApi(lead);
  const leadsAndTheRest = globalThis.fetch;
  globalThis.fetch = jest.fn(async (input: string, init?: RequestInit) => {
    const match = /^\/api\/properties\/(\d+)$/.exec(new URL(input, 'http://site.test').pathname);
    if (!match) return leadsAndTheRest(input, init);
    api.requests.push({ url: new URL(input, 'http://site.test'), method: 'GET', body: null });
    const property = properties.find((candidate) => candidate.ID === Number(match[1]));
    return { ok: Boolean(property), status: property ? 200 : 404, json: async () => property ?? null };
  }) as unknown as typeof globalThis.fetch;
  return api;
}

/** Types into a date input as a browser's date picker fills it in (YYYY-MM-DD). */
function setDate(input: HTMLElement, value: string) {
  fireEvent.change(input, { target: { value } });
}

const buttonNamed = (name: string) => screen.queryByRole('button', { name });

describe('the property panel', () => {
  beforeEach(() => sessionStorage.clear());

  it('says "The appointments are full" and offers no form that could not be sent when no slot is free', async () => {
    fakeApiWith([forSale]); // the fake API answers every property's slots with none
    const user = userEvent.setup();
    await renderForms(<PropertyPanel propertyId={forSale.ID} headingLevel={2} />);
    await user.click(screen.getByRole('button', { name: 'Book an appointment' }));
    expect(
      await screen.findByText('The appointments are full. Please contact us to arrange another moment.'),
    ).toBeVisible();
    expect(buttonNamed('Send')).not.toBeInTheDocument();
  });

  it('offers an offer for a property for sale, once it is known, and no rental application', async () => {
    fakeApiWith([forSale]);
    await renderForms(<PropertyPanel propertyId={forSale.ID} headingLevel={2} />);
    // Until the property is known: only the requests any property takes.
    expect(buttonNamed('Request a visit')).toBeInTheDocument();
    expect(buttonNamed('Make an offer')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Make an offer' })).toBeInTheDocument();
    expect(buttonNamed('Rental application')).not.toBeInTheDocument();
  });

  it('offers a rental application for a property for rent, with its conditions in figures, and no offer', async () => {
    fakeApiWith([forRent]);
    const user = userEvent.setup();
    await renderForms(<PropertyPanel propertyId={forRent.ID} headingLevel={2} />);
    await user.click(await screen.findByRole('button', { name: 'Rental application' }));
    expect(buttonNamed('Make an offer')).not.toBeInTheDocument();
    // 3 × € 950 rent; 2 bedrooms × 2 persons.
    expect(screen.getByText(/net monthly income of at least € 2\.850 and may count at most 4 persons/)).toBeVisible();
    expect(screen.getByText(/rental deposit of 3 months' rent/)).toBeVisible();
    expect(screen.getByText('€ 950 per month')).toBeVisible();
    expect(screen.getByText('€ 75 per month')).toBeVisible();
    expect(screen.getByText('€ 2.850')).toBeVisible();
  });

  it('offers neither on a property that is sold, nor when the property cannot be read', async () => {
    fakeApiWith([{ ...forSale, Status: 'sold', Marquee: 1 }]);
    const { store } = await renderForms(<PropertyPanel propertyId={forSale.ID} headingLevel={2} />);
    await waitFor(() => expect(typeof store.getState().properties[forSale.ID]).toBe('object'));
    expect(buttonNamed('Make an offer')).not.toBeInTheDocument();
    expect(buttonNamed('Rental application')).not.toBeInTheDocument();
    // A property the API does not know (404): the common requests stay.
    const unknown = await renderForms(<PropertyPanel propertyId={999} headingLevel={2} />, 'en', { store });
    await waitFor(() => expect(store.getState().properties[999]).toBe('failed'));
    expect(within(unknown.container).getAllByRole('button', { pressed: false })).toHaveLength(4);
    expect(within(unknown.container).queryByRole('button', { name: 'Make an offer' })).not.toBeInTheDocument();
  });

  it.each([
    ['sold', forSale],
    ['rented', forRent],
  ] as const)(
    'offers no visit and no appointment on a %s property: information, documents and a friend remain',
    async (state, property) => {
      fakeApiWith([{ ...property, Status: state, Marquee: 1 }]);
      const { store } = await renderForms(<PropertyPanel propertyId={property.ID} headingLevel={2} />);
      await waitFor(() => expect(typeof store.getState().properties[property.ID]).toBe('object'));
      const choices = screen.getByRole('group', { name: 'What would you like to ask?' });
      expect(
        within(choices)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['Request more information', 'Request the documents', 'Send to a friend']);
      expect(buttonNamed('Request more information')).toHaveAttribute('aria-pressed', 'true');
    },
  );
});

describe('asked for a request by the property page ("Request the documents")', () => {
  beforeEach(() => sessionStorage.clear());

  it('opens the documents request with the focus in its first field', async () => {
    fakeApiWith([forSale]);
    await renderForms(<PropertyPanel propertyId={forSale.ID} headingLevel={2} />);
    act(() => emit('open-property-request', { propertyId: forSale.ID, request: 'document-request' }));
    expect(buttonNamed('Request the documents')).toHaveAttribute('aria-pressed', 'true');
    const form = screen.getByRole('form', { name: 'Request the documents' });
    await waitFor(() => expect(form).toContainElement(document.activeElement as HTMLElement));
    expect(document.activeElement).not.toBe(document.body);
  });

  it('answers an ask made before it mounted (a phone scrolling to it), once: not again when mounted anew', async () => {
    fakeApiWith([forSale]);
    emit('open-property-request', { propertyId: forSale.ID, request: 'document-request' });
    const first = await renderForms(<PropertyPanel propertyId={forSale.ID} headingLevel={2} />);
    expect(buttonNamed('Request the documents')).toHaveAttribute('aria-pressed', 'true');
    first.unmount();
    await renderForms(<PropertyPanel propertyId={forSale.ID} headingLevel={2} />);
    expect(buttonNamed('Request a visit')).toHaveAttribute('aria-pressed', 'true');
  });

  it("leaves another property's ask alone", async () => {
    fakeApiWith([forSale]);
    await renderForms(<PropertyPanel propertyId={forSale.ID} headingLevel={2} />);
    act(() => emit('open-property-request', { propertyId: forRent.ID, request: 'document-request' }));
    expect(buttonNamed('Request a visit')).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the offer', () => {
  beforeEach(() => sessionStorage.clear());

  async function openOffer(lang: 'en' | 'nl' = 'en') {
    const api = fakeApiWith([forSale]);
    const user = userEvent.setup();
    await renderForms(<PropertyPanel propertyId={forSale.ID} headingLevel={2} />, lang);
    await user.click(
      await screen.findByRole('button', { name: lang === 'nl' ? 'Een bod uitbrengen' : 'Make an offer' }),
    );
    return { api, user };
  }

  async function fillIn(user: ReturnType<typeof userEvent.setup>, dates: { start: string; end: string }) {
    const personA = screen.getByRole('group', { name: 'Persoon A' });
    await user.type(within(personA).getByLabelText(/Voornaam/), 'An');
    await user.type(within(personA).getByLabelText(/Familienaam/), 'Peeters');
    await user.type(within(personA).getByRole('textbox', { name: /^E-mail/ }), 'an@example.be');
    await user.type(within(personA).getByRole('textbox', { name: /^Telefoon/ }), '0475123456');
    await user.type(within(personA).getByLabelText(/Adres/), 'Kouter 1, 9000 Gent');
    await user.type(screen.getByLabelText(/in cijfers/), '325000');
    await user.type(screen.getByLabelText(/voluit in letters/), 'driehonderdvijfentwintigduizend euro');
    setDate(screen.getByLabelText(/Bod geldig vanaf/), dates.start);
    setDate(screen.getByLabelText(/Bod geldig tot en met/), dates.end);
    await user.type(screen.getByLabelText(/Opgemaakt te/), 'Gent');
    await user.click(screen.getByLabelText(/privacyverklaring/));
    await checkCaptcha();
  }

  it('names every missing field in Dutch and sends nothing', async () => {
    const { api, user } = await openOffer('nl');
    expect(screen.getByText(/voorschot van 10 % van de prijs/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Verzenden' }));
    expect(await screen.findByText(/Uw gegevens werden niet verzonden/)).toBeInTheDocument();
    const personA = screen.getByRole('group', { name: 'Persoon A' });
    expect(within(personA).getByLabelText(/Voornaam/)).toHaveAccessibleDescription('Gelieve uw voornaam in te vullen.');
    expect(within(personA).getByLabelText(/Adres/)).toHaveAccessibleDescription('Gelieve uw adres in te vullen.');
    expect(screen.getByLabelText(/in cijfers/)).toHaveAccessibleDescription(
      'Gelieve het bedrag van uw bod in te vullen.',
    );
    expect(screen.getByLabelText(/voluit in letters/)).toHaveAccessibleDescription(
      'Gelieve het bedrag van uw bod voluit in letters te schrijven.',
    );
    expect(screen.getByLabelText(/Bod geldig vanaf/)).toHaveAccessibleDescription(
      'De begindatum is onvolledig: gelieve hem volledig in te vullen.',
    );
    expect(screen.getByLabelText(/Bod geldig tot en met/)).toHaveAccessibleDescription(
      'De einddatum is onvolledig: gelieve hem volledig in te vullen.',
    );
    expect(screen.getByLabelText(/Opgemaakt te/)).toHaveAccessibleDescription(
      'Gelieve de plaats van ondertekening in te vullen.',
    );
    // Signed today unless the visitor says otherwise; no second buyer unless added.
    expect(screen.getByLabelText(/Datum van ondertekening/)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('group', { name: /Persoon B/ })).not.toBeInTheDocument();
    expect(api.leads()).toHaveLength(0);
  });

  it('refuses an end date before the start date, in Dutch', async () => {
    const { api, user } = await openOffer('nl');
    await fillIn(user, { start: '2026-12-15', end: '2026-12-01' });
    await user.click(screen.getByRole('button', { name: 'Verzenden' }));
    const end = screen.getByLabelText(/Bod geldig tot en met/);
    await waitFor(() =>
      expect(end).toHaveAccessibleDescription('De einddatum is ongeldig: hij moet op of na de begindatum vallen.'),
    );
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(api.leads()).toHaveLength(0);
  });

  it('sends a valid offer once, with the property, the amount and without an empty second buyer', async () => {
    const { api, user } = await openOffer('nl');
    await fillIn(user, { start: '2026-12-01', end: '2026-12-15' });
    expect(screen.getByText(/Voor een bod van € 325\.000 is dat € 32\.500\./)).toBeVisible();
    // A second buyer added and taken away again leaves nothing behind.
    await user.click(screen.getByRole('button', { name: 'Een tweede koper toevoegen' }));
    const personB = screen.getByRole('group', { name: 'Persoon B (optioneel)' });
    await user.type(within(personB).getByLabelText(/Voornaam/), 'Bart');
    await user.click(screen.getByRole('button', { name: 'De tweede koper verwijderen' }));
    expect(screen.queryByRole('group', { name: /Persoon B/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verzenden' }));
    await waitFor(() => expect(api.leads()).toHaveLength(1));
    const [lead] = api.leads();
    expect(lead!.url.pathname).toBe('/api/leads/offer');
    expect(lead!.body).toMatchObject({
      propertyId: forSale.ID,
      personA: { firstName: 'An', address: 'Kouter 1, 9000 Gent' },
      amount: 325000,
      startDate: '2026-12-01',
      endDate: '2026-12-15',
      place: 'Gent',
    });
    expect(lead!.body).not.toHaveProperty('personB');
  });

  it('asks a second buyer, once added, for their details', async () => {
    const { api, user } = await openOffer();
    await user.click(screen.getByRole('button', { name: 'Add a second buyer' }));
    const personB = screen.getByRole('group', { name: 'Person B (optional)' });
    await user.type(within(personB).getByLabelText(/First name/), 'Bart');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(within(personB).getByLabelText(/Last name/)).toHaveAccessibleDescription('Please enter your last name.'),
    );
    expect(api.leads()).toHaveLength(0);
  });
});

describe('the rental application', () => {
  beforeEach(() => sessionStorage.clear());

  async function openApplication() {
    const api = fakeApiWith([forRent]);
    const user = userEvent.setup();
    await renderForms(<PropertyPanel propertyId={forRent.ID} headingLevel={2} />);
    await user.click(await screen.findByRole('button', { name: 'Rental application' }));
    return { api, user };
  }

  it('has one age field per child, as the number of children changes', async () => {
    const { user } = await openApplication();
    const ages = () => screen.queryAllByLabelText(/^Age of child \d+/);
    expect(ages()).toHaveLength(0);
    const kids = screen.getByLabelText(/Number of children/);
    await user.clear(kids);
    await user.type(kids, '3');
    expect(ages()).toHaveLength(3);
    expect(screen.getByLabelText(/Age of child 3/)).toBeInTheDocument();
    await user.clear(kids);
    await user.type(kids, '1');
    expect(ages()).toHaveLength(1);
    await user.clear(kids);
    expect(ages()).toHaveLength(0);
  });

  it('asks for the age of a child left without one', async () => {
    const { api, user } = await openApplication();
    const kids = screen.getByLabelText(/Number of children/);
    await user.clear(kids);
    await user.type(kids, '2');
    await user.type(screen.getByLabelText(/Age of child 1/), '6');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Age of child 2/)).toHaveAccessibleDescription(
        'Please enter a valid age for the child.',
      ),
    );
    expect(screen.getByLabelText(/Age of child 1/)).not.toHaveAttribute('aria-invalid');
    expect(api.leads()).toHaveLength(0);
  });

  it('keeps the ages in the draft, an empty one staying empty rather than 0', async () => {
    fakeApiWith([forRent]);
    const user = userEvent.setup();
    const { unmount } = await renderForms(<PropertyPanel propertyId={forRent.ID} headingLevel={2} />);
    await user.click(await screen.findByRole('button', { name: 'Rental application' }));
    const kids = screen.getByLabelText(/Number of children/);
    await user.clear(kids);
    await user.type(kids, '2');
    await user.type(screen.getByLabelText(/Age of child 1/), '6');
    unmount();
    await renderForms(<PropertyPanel propertyId={forRent.ID} headingLevel={2} />);
    await user.click(await screen.findByRole('button', { name: 'Rental application' }));
    await waitFor(() => expect(screen.getByLabelText(/Age of child 1/)).toHaveValue('6'));
    expect(screen.getByLabelText(/Age of child 2/)).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/Age of child 2/)).toHaveAccessibleDescription(
        'Please enter a valid age for the child.',
      ),
    );
  });

  it('sends a valid application once, with the property', async () => {
    const { api, user } = await openApplication();
    await user.selectOptions(screen.getByLabelText(/Title/), 'ms');
    await user.type(screen.getByLabelText(/First name/), 'An');
    await user.type(screen.getByLabelText(/Last name/), 'Peeters');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'an@example.be');
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '0475123456');
    const adults = screen.getByLabelText(/Number of adults/);
    await user.clear(adults);
    await user.type(adults, '2');
    const kids = screen.getByLabelText(/Number of children/);
    await user.clear(kids);
    await user.type(kids, '3');
    await user.type(screen.getByLabelText(/Age of child 1/), '6');
    await user.clear(kids);
    await user.type(kids, '1');
    setDate(screen.getByLabelText(/Desired move-in date/), '2027-01-01');
    await user.type(screen.getByLabelText(/person 1/), '3200');
    await user.click(screen.getByLabelText(/privacy statement/));
    await checkCaptcha();
    await user.dblClick(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.leads()).toHaveLength(1));
    const [lead] = api.leads();
    expect(lead!.url.pathname).toBe('/api/leads/rental-application');
    expect(lead!.body).toMatchObject({
      propertyId: forRent.ID,
      adults: 2,
      kids: 1,
      kidsAges: [6],
      moveDate: '2027-01-01',
      netIncome1: 3200,
    });
    expect(lead!.body).not.toHaveProperty('netIncome2');
  });
});
