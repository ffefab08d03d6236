import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderForms, checkCaptcha } from '../../../test/render';
import { ValuationForm } from './ValuationForm';

describe('the free valuation', () => {
  beforeEach(() => sessionStorage.clear());

  it('asks for the address to value, in French, before anything is sent', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    await renderForms(<ValuationForm headingLevel={1} />, 'fr');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    const street = await screen.findByRole('textbox', { name: /^Rue/ });
    expect(street).toHaveAttribute('aria-invalid', 'true');
    expect(street).toHaveFocus();
    expect(api.leads()).toHaveLength(0);
  });

  it('keeps the draft of the tab and clears it once the valuation is sent', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    const sent = jest.fn();
    const { unmount } = await renderForms(<ValuationForm headingLevel={2} onSent={sent} />);
    await user.type(screen.getByRole('textbox', { name: /^Street/ }), 'Kouter');
    unmount();
    await renderForms(<ValuationForm headingLevel={2} onSent={sent} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Street/ })).toHaveValue('Kouter'));
    await user.type(screen.getByRole('textbox', { name: /^House number/ }), '12');
    await user.type(screen.getByRole('textbox', { name: /^Postal code/ }), '9000');
    await user.type(screen.getByRole('textbox', { name: /^City/ }), 'Gent');
    await waitFor(() => expect(screen.getByRole('option', { name: 'House' })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: /Type of property/ }), '1');
    await user.click(screen.getByRole('radio', { name: 'Sell' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Title/ }), 'mr');
    await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Jan');
    await user.type(screen.getByRole('textbox', { name: /^Last name/ }), 'Peeters');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'jan@example.org');
    await user.type(screen.getByRole('textbox', { name: /^Phone/ }), '0470123456');
    await user.click(screen.getByLabelText(/privacy statement/));
    await checkCaptcha();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent).toHaveBeenCalled());
    expect(api.leads()).toHaveLength(1);
    expect(api.leads()[0]!.body).toMatchObject({ street: 'Kouter', zip: '9000', goal: 'sell', propertyTypeWebId: 1 });
    expect(sessionStorage.getItem('immo.draft.contact-demand')).toBeNull();
  });
});
