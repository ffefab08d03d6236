import { pagePath, propertyPath } from '@immo/shared';
import { act, screen } from '@testing-library/react';
import { findSample, renderDetail, sampleApi } from '../test/render';
import { SiteApp } from './site-app';

describe("the remote's pages on the site", () => {
  it("follows the property page's link to the purchase-cost page with its price and region, staying mounted", async () => {
    sampleApi();
    const house = findSample((p) => p.Goal === 0 && p.Status === 'available' && p.Zip === '9000' && !p.ProjectID);
    window.history.replaceState(null, '', propertyPath(house, 'en'));
    await renderDetail(<SiteApp initialPath={propertyPath(house, 'en')} initialSearch="" />);
    await screen.findByRole('heading', { level: 1, name: house.Title });
    // The shell moves to the page (the same remote fills it) and tells single-spa.
    act(() => {
      window.history.pushState(null, '', `${pagePath('purchase-costs', 'en')}?price=250000&region=wallonia`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Purchase costs and mortgage simulator' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Price')).toHaveValue('250000');
    expect(screen.getByLabelText('Region')).toHaveValue('wallonia');
  });
});
