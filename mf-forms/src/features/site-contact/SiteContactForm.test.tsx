import { on } from '@immo/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderForms, typeCaptcha } from '../../../test/render';
import { SiteContactForm } from './SiteContactForm';

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(/Title/), 'ms');
  await user.type(screen.getByLabelText(/First name/), 'Ann');
  await user.type(screen.getByLabelText(/Last name/), 'Peeters');
  await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'ann@example.org');
  await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '0470123456');
  await user.type(screen.getByLabelText(/Your message/), 'Is the house on the Kouter still for sale?');
  await user.click(screen.getByLabelText(/privacy statement/));
  await typeCaptcha(user, screen);
}

describe('the site contact form', () => {
  beforeEach(() => sessionStorage.clear());

  it('names every wrong field in the visitor language, ties the message to it and sends nothing', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    await renderForms(<SiteContactForm headingLevel={1} />, 'nl');
    await user.click(screen.getByRole('button', { name: 'Verzenden' }));
    expect(await screen.findByText(/Uw gegevens werden niet verzonden/)).toBeInTheDocument();
    const firstName = screen.getByLabelText(/Voornaam/);
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Gelieve uw voornaam in te vullen.');
    expect(api.leads()).toHaveLength(0);
  });

  it('sends one request however often the button is pressed, then opens the thank-you page', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    const navigations: string[] = [];
    const off = on('navigate', ({ path }) => navigations.push(path));
    await renderForms(<SiteContactForm headingLevel={1} />);
    await fillIn(user);
    const send = screen.getByRole('button', { name: 'Send' });
    await user.dblClick(send);
    await waitFor(() => expect(navigations).toEqual(['/feedback/site-contact/']));
    off();
    expect(api.leads()).toHaveLength(1);
    expect(api.leads()[0]!.body).toMatchObject({ firstName: 'Ann', phone: '0470 12 34 56', privacy: true });
    expect(sessionStorage.getItem('immo.draft.site-contact')).toBeNull();
  });

  it('keeps every field when the API is down (503) and says so, the captcha excepted', async () => {
    fakeApi(() => ({
      status: 503,
      body: { error: 'mailNotSent', title: 'Not sent', message: 'Not sent', lang: 'nl' },
    }));
    const user = userEvent.setup();
    const { unmount } = await renderForms(<SiteContactForm headingLevel={1} />, 'nl');
    await user.selectOptions(screen.getByLabelText(/Aanspreking/), 'ms');
    await user.type(screen.getByLabelText(/Voornaam/), 'An');
    await user.type(screen.getByLabelText(/Familienaam/), 'Peeters');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'an@example.org');
    await user.type(screen.getByRole('textbox', { name: /^Telefoon/ }), '0470123456');
    await user.type(screen.getByLabelText(/Uw bericht/), 'Vraag');
    await user.click(screen.getByLabelText(/privacyverklaring/));
    await typeCaptcha(user, screen);
    await user.click(screen.getByRole('button', { name: 'Verzenden' }));
    expect(await screen.findByText('Uw mail wordt niet verzonden. Probeer het opnieuw.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Voornaam/)).toHaveValue('An');
    // A reload: the draft comes back, the spent captcha answer does not.
    unmount();
    await renderForms(<SiteContactForm headingLevel={1} />, 'nl');
    await waitFor(() => expect(screen.getByLabelText(/Voornaam/)).toHaveValue('An'));
    expect(screen.getByLabelText(/Uw bericht/)).toHaveValue('Vraag');
    await user.click(screen.getByRole('button', { name: /van een afbeelding/ }));
    expect(screen.getByLabelText(/Typ de tekens over/)).toHaveValue(''); // a spent answer is not kept
  });

  it('says the visitor is offline, keeps what they typed, and says when to send again', async () => {
    const api = fakeApi(() => 'offline');
    const user = userEvent.setup();
    await renderForms(<SiteContactForm headingLevel={1} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/You seem to be offline/)).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ann');
    // The connection comes back: a new captcha is asked for and the visitor is told to send now.
    const captchas = api.requests.filter(({ url }) => url.pathname === '/api/captcha').length;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText(/You are back online/)).toBeInTheDocument();
    expect(api.requests.filter(({ url }) => url.pathname === '/api/captcha').length).toBeGreaterThan(captchas);
  });
});
