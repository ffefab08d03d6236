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
    // Unsubscribing asks for no captcha: none is fetched.
    expect(api.requests.filter(({ url }) => url.pathname === '/api/captcha')).toHaveLength(0);
  });

  it('fills in the address of the link, sends one request and opens the thank-you page', async () => {
    window.history.replaceState(null, '', '/unsubscribe/?email=ann%40example.org');
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
    expect(api.leads()[0]!.body).toMatchObject({ email: 'ann@example.org' });
  });
});
