import { on } from '@immo/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderForms } from '../../../test/render';
import { UnsubscribeForm } from './UnsubscribeForm';

describe('the newsletter unsubscribe', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('asks for the e-mail address in the visitor language and sends nothing without it', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    await renderForms(<UnsubscribeForm headingLevel={1} />, 'de');
    await user.click(screen.getByRole('button', { name: /abmelden/i }));
    const email = await screen.findByRole('textbox', { name: /^E-Mail/ });
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveAccessibleDescription(/E-Mail-Adresse/);
    expect(api.leads()).toHaveLength(0);
    // Unsubscribing asks for no captcha: no check is shown.
    expect(document.querySelector('altcha-widget, .immo-captcha')).toBeNull();
  });

  it("with the newsletter link's address and signature, sends both once and opens the thank-you page", async () => {
    window.history.replaceState(null, '', '/unsubscribe/?email=ann%40example.org&token=c2lnbmVk');
    const api = fakeApi();
    const user = userEvent.setup();
    const navigations: string[] = [];
    const off = on('navigate', ({ path }) => navigations.push(path));
    await renderForms(<UnsubscribeForm headingLevel={1} />);
    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    await waitFor(() => expect(email).toHaveValue('ann@example.org'));
    await user.dblClick(screen.getByRole('button', { name: 'Unsubscribe' }));
    await waitFor(() => expect(navigations).toEqual(['/feedback/unsubscribe-newsletter/']));
    off();
    expect(api.leads()).toHaveLength(1);
    expect(api.leads()[0]!.url.pathname).toBe('/api/leads/unsubscribe-newsletter');
    expect(api.leads()[0]!.body).toMatchObject({ email: 'ann@example.org', token: 'c2lnbmVk' });
  });

  it('without a signature, says in place what the API answers (a link is on its way) and opens no page', async () => {
    const sent = 'Si cette adresse reçoit notre newsletter, nous lui avons envoyé un lien.';
    const api = fakeApi(() => ({ status: 201, body: { ok: true, message: sent } }));
    const user = userEvent.setup();
    const navigations: string[] = [];
    const off = on('navigate', ({ path }) => navigations.push(path));
    await renderForms(<UnsubscribeForm headingLevel={1} />, 'fr');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'ann@example.org');
    await user.click(screen.getByRole('button', { name: 'Se désinscrire' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Consultez votre boîte mail');
    expect(status).toHaveTextContent(sent);
    expect(status).toHaveFocus();
    off();
    expect(navigations).toEqual([]);
    expect(api.leads()[0]!.body).not.toHaveProperty('token');
  });
});
