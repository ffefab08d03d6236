import { on } from '@immo/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderForms, checkCaptcha } from '../../../test/render';
import { SiteContactForm } from './SiteContactForm';

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(/Title/), 'ms');
  await user.type(screen.getByLabelText(/First name/), 'Ann');
  await user.type(screen.getByLabelText(/Last name/), 'Peeters');
  await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'ann@example.org');
  await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '0470123456');
  await user.type(screen.getByLabelText(/Your message/), 'Is the house on the Kouter still for sale?');
  await user.click(screen.getByLabelText(/privacy statement/));
  await checkCaptcha();
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
    await checkCaptcha();
    await user.click(screen.getByRole('button', { name: 'Verzenden' }));
    expect(await screen.findByText('Uw mail wordt niet verzonden. Probeer het opnieuw.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Voornaam/)).toHaveValue('An');
    // A reload: the draft comes back, the spent check does not (sending again asks for a new one).
    unmount();
    const api = fakeApi();
    await renderForms(<SiteContactForm headingLevel={1} />, 'nl');
    await waitFor(() => expect(screen.getByLabelText(/Voornaam/)).toHaveValue('An'));
    expect(screen.getByLabelText(/Uw bericht/)).toHaveValue('Vraag');
    expect(sessionStorage.getItem('immo.draft.site-contact')).not.toMatch(/altcha/);
    await user.click(screen.getByRole('button', { name: 'Verzenden' }));
    expect(await screen.findByText('Vink eerst de controle aan.')).toBeInTheDocument();
    expect(api.leads()).toHaveLength(0);
  });

  it('says the visitor is offline, keeps what they typed, and says when to send again', async () => {
    fakeApi(() => 'offline');
    const user = userEvent.setup();
    await renderForms(<SiteContactForm headingLevel={1} />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/You seem to be offline/)).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ann');
    // The connection comes back: the check starts afresh (a new widget, a new challenge) and the
    // visitor is told to send now.
    const spentCheck = document.querySelector('altcha-widget');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText(/You are back online/)).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('altcha-widget')).not.toBe(spentCheck));
    expect(document.querySelector('altcha-widget')).not.toBeNull();
  });
});
