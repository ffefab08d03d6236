import { screen, waitFor } from '@testing-library/react';
import { fakeAlertsApi } from '../../../test/alerts-api';
import { renderForms } from '../../../test/render';
import { DemandAlertOffer } from './DemandAlertOffer';

describe('the search alert at the end of the demand register', () => {
  it('offers an alert on the criteria as a list filters on them, in words', async () => {
    fakeAlertsApi(() => undefined);
    await renderForms(
      <DemandAlertOffer
        criteria={{
          goal: 'buy',
          types: ['1'],
          maxPrice: 350000,
          minBedrooms: 2,
          zones: [{ name: 'Gent', zip: '9000' }],
        }}
      />,
      'nl',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Mail mij nieuwe panden zoals deze' })).toBeVisible();
    await waitFor(() =>
      expect(screen.getByText(/^Te koop: Woning in Gent, tot €.350\.000, 2 of meer slaapkamers$/)).toBeVisible(),
    );
  });

  it('waits until the visitor says buy or rent', async () => {
    fakeAlertsApi(() => undefined);
    const { store } = await renderForms(<DemandAlertOffer criteria={{ goal: '', types: [], zones: [] }} />, 'nl');
    await waitFor(() => expect(store.getState().types.nl).toBeDefined());
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
