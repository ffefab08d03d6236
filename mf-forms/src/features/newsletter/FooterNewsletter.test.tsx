import { on } from '@immo/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderForms, checkCaptcha } from '../../../test/render';
import { FooterNewsletter } from './FooterNewsletter';

describe("the footer's newsletter sign-up", () => {
  beforeEach(() => sessionStorage.clear());

  it('thanks the visitor in place, asks them to confirm from their mailbox, and the page they were reading stays', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    const navigations: string[] = [];
    const off = on('navigate', ({ path }) => navigations.push(path));
    await renderForms(<FooterNewsletter />, 'de');
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Vorname/), 'Anna');
    await user.type(screen.getByLabelText(/Nachname/), 'Schmitz');
    await user.type(screen.getByRole('textbox', { name: /^E-Mail/ }), 'anna@example.org');
    await user.click(screen.getByLabelText(/Datenschutzerklärung/));
    await checkCaptcha();
    await user.click(screen.getByRole('button', { name: 'Abonnieren' }));
    const thanks = await screen.findByRole('status');
    // Signing up subscribes nobody yet (double opt-in): the mailed link does.
    expect(thanks).toHaveTextContent('Sehen Sie in Ihr Postfach');
    expect(thanks).toHaveTextContent('Wir haben Ihnen einen Link gesendet, mit dem Sie Ihre Anmeldung bestätigen.');
    expect(thanks).toHaveFocus();
    off();
    expect(navigations).toEqual([]);
    expect(api.leads()).toHaveLength(1);
    expect(api.leads()[0]!.url.pathname).toBe('/api/leads/sign-newsletter');
  });
});
