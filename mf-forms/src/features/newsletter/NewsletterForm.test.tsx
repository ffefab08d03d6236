import { on } from '@immo/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderForms, checkCaptcha } from '../../../test/render';
import { NewsletterForm } from './NewsletterForm';

describe('the newsletter sign-up', () => {
  beforeEach(() => sessionStorage.clear());

  it('names every missing field in the visitor language and sends nothing', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    await renderForms(<NewsletterForm headingLevel={1} />, 'fr');
    await user.click(screen.getByRole('button', { name: "S'inscrire" }));
    expect(await screen.findByLabelText(/Prénom/)).toHaveAccessibleDescription('Veuillez indiquer votre prénom.');
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.leads()).toHaveLength(0);
  });

  it('sends one request, then opens the thank-you page; the way out is a link beside it', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    const navigations: string[] = [];
    const off = on('navigate', ({ path }) => navigations.push(path));
    await renderForms(<NewsletterForm headingLevel={1} />, 'nl');
    expect(screen.getByRole('link', { name: 'Schrijf u uit' })).toHaveAttribute('href', '/nl/uitschrijven/');
    await user.type(screen.getByLabelText(/Voornaam/), 'An');
    await user.type(screen.getByLabelText(/Familienaam/), 'Peeters');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'an@example.org');
    await user.click(screen.getByLabelText(/privacyverklaring/));
    await checkCaptcha();
    await user.dblClick(screen.getByRole('button', { name: 'Inschrijven' }));
    await waitFor(() => expect(navigations).toEqual(['/nl/bedankt/nieuwsbrief/']));
    off();
    expect(api.leads()).toHaveLength(1);
    expect(api.leads()[0]!.url.pathname).toBe('/api/leads/sign-newsletter');
    expect(api.leads()[0]!.body).toMatchObject({ firstName: 'An', email: 'an@example.org', privacy: true });
  });
});
