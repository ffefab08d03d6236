import { on } from '@immo/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderForms, checkCaptcha } from '../../../test/render';
import { TestimonialForm } from './TestimonialForm';

describe('the testimonial form', () => {
  beforeEach(() => sessionStorage.clear());

  it('names every missing answer in the visitor language, the rating included, and sends nothing', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    await renderForms(<TestimonialForm headingLevel={1} />, 'nl');
    expect(screen.getByText('Uw getuigenis wordt na nazicht gepubliceerd.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verzenden' }));
    expect(await screen.findByText(/Uw gegevens werden niet verzonden/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Uw naam/)).toHaveAccessibleDescription('Gelieve uw naam in te vullen.');
    expect(screen.getByRole('group', { name: /Uw score/ })).toHaveAccessibleDescription(
      'Gelieve een score van 1 tot 5 sterren te geven.',
    );
    expect(screen.getByLabelText(/Uw getuigenis/)).toHaveAccessibleDescription('Gelieve uw getuigenis te schrijven.');
    expect(api.leads()).toHaveLength(0);
  });

  it('sends one request with the rating as a number, then opens the thank-you page', async () => {
    const api = fakeApi();
    const user = userEvent.setup();
    const navigations: string[] = [];
    const off = on('navigate', ({ path }) => navigations.push(path));
    await renderForms(<TestimonialForm headingLevel={1} />);
    await user.type(screen.getByLabelText(/Your name/), 'Ann Peeters');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'ann@example.org');
    await user.type(screen.getByLabelText(/Your city/), 'Gent');
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText(/Your testimonial/), 'Sold our house in three weeks.');
    await user.click(screen.getByLabelText(/privacy statement/));
    await checkCaptcha();
    await user.dblClick(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(navigations).toEqual(['/feedback/testimonial/']));
    off();
    expect(api.leads()).toHaveLength(1);
    expect(api.leads()[0]!.url.pathname).toBe('/api/leads/testimonial');
    expect(api.leads()[0]!.body).toMatchObject({ name: 'Ann Peeters', city: 'Gent', rating: 4, privacy: true });
  });
});
