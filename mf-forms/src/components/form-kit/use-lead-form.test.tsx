import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderForms } from '../../../test/render';
import { SiteContactForm } from '../../features/site-contact/SiteContactForm';

// The forms' schemas come in a chunk of their own, fetched when first needed (use-lead-form.ts).
// Here it cannot be fetched, as when the connection drops before the visitor sends.
jest.mock('./form-validation.js', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe('a lead form whose schemas could not be fetched', () => {
  beforeEach(() => sessionStorage.clear());

  it('lets the API check it, and shows its field errors on their fields', async () => {
    const api = fakeApi(() => ({
      status: 400,
      body: {
        error: 'invalidForm',
        title: 'Your details were not sent',
        message: 'Please check the fields marked in red.',
        lang: 'en',
        fields: {
          firstName: { key: 'validation:required.firstName', message: 'Please enter your first name.' },
        },
      },
    }));
    const user = userEvent.setup();
    await renderForms(<SiteContactForm headingLevel={1} />);
    await user.type(screen.getByLabelText(/Last name/), 'Peeters');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const firstName = screen.getByLabelText(/First name/);
    expect(await screen.findByText('Please enter your first name.')).toBeInTheDocument();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(api.leads()).toHaveLength(1);
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Peeters');
  });

  it('says the visitor is offline when the request cannot go either, keeping what they typed', async () => {
    fakeApi(() => 'offline');
    const user = userEvent.setup();
    await renderForms(<SiteContactForm headingLevel={1} />);
    await user.type(screen.getByLabelText(/First name/), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/You seem to be offline/)).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ann');
  });
});
