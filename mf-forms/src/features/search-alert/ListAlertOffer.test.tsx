import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAlertsApi } from '../../../test/alerts-api';
import { checkCaptcha, renderForms } from '../../../test/render';
import { ListAlertOffer } from './ListAlertOffer';

const SENT = 'Kijk in uw mailbox: volg de link in onze mail om uw zoekalert te bevestigen.';

async function openOffer(search: string) {
  window.history.replaceState(null, '', `/nl/te-koop/?${search}`);
  const user = userEvent.setup();
  await renderForms(<ListAlertOffer page="for-sale" initialSearch={search} />, 'nl');
  return user;
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'an@example.be');
  await user.click(screen.getByRole('checkbox', { name: /privacyverklaring/ }));
  await checkCaptcha();
}

describe("a sale list's search alert", () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("says what it watches in words, from the list's filters", async () => {
    fakeAlertsApi(() => undefined);
    await openOffer('city=Gent%7C9000&maxPrice=400000&type=1&page=2');
    expect(screen.getByRole('heading', { level: 2, name: 'Mail mij nieuwe panden zoals deze' })).toBeVisible();
    await waitFor(() => expect(screen.getByText(/^Te koop: Woning in Gent, tot €.400\.000$/)).toBeInTheDocument());
  });

  it('opens below its button with the focus on the address; Escape closes it and the focus is back', async () => {
    fakeAlertsApi(() => undefined);
    const user = await openOffer('');
    const toggle = screen.getByRole('button', { name: 'Zoekalert aanmaken' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    await waitFor(() => expect(email).toHaveFocus());
    await user.type(email, 'an@');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    // Closed, nothing typed is lost.
    await user.click(toggle);
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('an@');
  });

  it("sends the list's filters as the URL has them when the visitor sends, with frequency and language", async () => {
    const api = fakeAlertsApi(({ method, url }) =>
      method === 'POST' && url.pathname === '/api/alerts'
        ? { status: 201, body: { ok: true, message: SENT } }
        : undefined,
    );
    const user = await openOffer('city=Gent%7C9000');
    await user.click(screen.getByRole('button', { name: 'Zoekalert aanmaken' }));
    // The visitor filters on after opening the form: the alert takes the list as it is now.
    window.history.replaceState(null, '', '/nl/te-koop/?city=Gent%7C9000&minBedrooms=3&sort=price-asc');
    await fillIn(user);
    await user.click(screen.getByRole('radio', { name: /Eén keer per dag/ }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Taal van de mails/ }), 'fr');
    await user.click(screen.getByRole('button', { name: 'Mijn zoekalert aanmaken' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Kijk in uw mailbox');
    expect(status).toHaveTextContent(SENT);
    expect(api.to('POST', '/api/alerts')).toHaveLength(1);
    expect(api.to('POST', '/api/alerts')[0]!.body).toMatchObject({
      email: 'an@example.be',
      frequency: 'daily',
      language: 'fr',
      privacy: true,
      filters: { goal: 'sale', city: 'Gent|9000', minBedrooms: '3' },
    });
  });

  it('keeps what was typed when the network fails, and says so', async () => {
    const api = fakeAlertsApi(({ method }) => (method === 'POST' ? 'offline' : undefined));
    const user = await openOffer('');
    await user.click(screen.getByRole('button', { name: 'Zoekalert aanmaken' }));
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Mijn zoekalert aanmaken' }));
    await waitFor(() => expect(api.to('POST', '/api/alerts')).toHaveLength(1));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('an@example.be');
  });

  it('ties each error to its field and sends nothing while one is wrong', async () => {
    const api = fakeAlertsApi(() => undefined);
    const user = await openOffer('');
    await user.click(screen.getByRole('button', { name: 'Zoekalert aanmaken' }));
    await user.click(screen.getByRole('button', { name: 'Mijn zoekalert aanmaken' }));
    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(/e-mailadres/i);
    expect(email).toHaveFocus();
    expect(api.to('POST', '/api/alerts')).toHaveLength(0);
  });
});
