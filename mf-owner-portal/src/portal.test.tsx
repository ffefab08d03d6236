import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeOwnerApi } from '../test/fake-api';
import { renderPortal } from '../test/render';
import { Portal } from './portal';

describe('the owner portal', () => {
  beforeEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/nl/login/');
  });

  it('names each missing field in the page language and sends nothing', async () => {
    const api = fakeOwnerApi();
    const user = userEvent.setup();
    await renderPortal(<Portal headingLevel={1} />, 'nl');
    await user.click(await screen.findByRole('button', { name: 'Aanmelden' }));
    expect(await screen.findByLabelText(/E-mailadres/)).toHaveAccessibleDescription(/e-mailadres/i);
    expect(screen.getByLabelText(/E-mailadres/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Wachtwoord/, { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/E-mailadres/)).toHaveFocus();
    expect(api.requests.filter((request) => request.path === '/api/owner/login')).toHaveLength(0);
  });

  it("shows the API's answer to a wrong password and keeps what was typed", async () => {
    fakeOwnerApi();
    const user = userEvent.setup();
    await renderPortal(<Portal headingLevel={1} />, 'nl');
    await user.type(await screen.findByLabelText(/E-mailadres/), 'an.peeters@example.be');
    await user.type(screen.getByLabelText(/^Wachtwoord/, { selector: 'input' }), 'fout-wachtwoord');
    await user.click(screen.getByRole('button', { name: 'Aanmelden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ongeldig e-mailadres of wachtwoord');
    expect(screen.getByLabelText(/E-mailadres/)).toHaveValue('an.peeters@example.be');
  });

  it('shows the password on request, by a toggle named in the language', async () => {
    fakeOwnerApi();
    const user = userEvent.setup();
    await renderPortal(<Portal headingLevel={1} />, 'fr');
    const password = await screen.findByLabelText(/^Mot de passe/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('after login: the picker, the manager, the figures in tables and words, the documents', async () => {
    fakeOwnerApi();
    const user = userEvent.setup();
    await renderPortal(<Portal headingLevel={1} />, 'nl');
    await user.type(await screen.findByLabelText(/E-mailadres/), 'an.peeters@example.be');
    await user.type(screen.getByLabelText(/^Wachtwoord/, { selector: 'input' }), 'Zonnebloem-2026');
    await user.click(screen.getByRole('button', { name: 'Aanmelden' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mijn pand' })).toBeInTheDocument();
    expect(screen.getByText('Welkom, An Peeters')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '0475 21 43 65' })).toHaveAttribute('href', 'tel:0475214365');
    const visits = await screen.findByRole('table', { name: 'Bezoeken' });
    expect(within(visits).getByRole('row', { name: /22 november 2026 Bezoek A\. Leroy/ })).toBeInTheDocument();
    expect(screen.getByText(/De laatste 30 dagen: 9 bezoeken/)).toBeInTheDocument();
    expect(screen.getByText('1.558')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'EPC' })).toHaveAttribute('href', '/media/epc.pdf');

    await user.selectOptions(screen.getByLabelText('Kies een pand'), '4012345');
    expect(await screen.findByText('Geen documenten')).toBeInTheDocument();
    expect(screen.getByText(/De laatste 30 dagen: 3 bezoeken/)).toBeInTheDocument();
  });

  it('opens the reset form from the link in the fragment, and drops the token from the address', async () => {
    fakeOwnerApi();
    window.history.replaceState(null, '', '/fr/login/#reset=abc_DEF-123');
    const user = userEvent.setup();
    await renderPortal(<Portal headingLevel={1} />, 'fr');
    expect(await screen.findByRole('heading', { name: 'Réinitialisez votre mot de passe' })).toBeInTheDocument();
    expect(window.location.hash).toBe('');
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'Tournesol-2027');
    await user.type(screen.getByLabelText(/^Confirmez/), 'Tournesol-2028');
    await user.click(screen.getByRole('button', { name: /Enregistrer/ }));
    expect(await screen.findByLabelText(/^Confirmez/)).toHaveAccessibleDescription(
      'Les mots de passe ne sont pas identiques.',
    );
  });

  it('comes back to the login form with a message when the session has expired', async () => {
    const api = fakeOwnerApi({ loggedIn: true });
    const { store } = await renderPortal(<Portal headingLevel={1} />, 'en');
    await screen.findByRole('heading', { name: 'My property' });
    api.expireSession();
    await act(() => store.getState().checkSession());
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Your session has expired. Please log in again.'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Owner login' })).toBeInTheDocument();
  });
});
