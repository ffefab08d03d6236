import { on, propertyPath } from '@immo/shared';
import { screen, waitFor } from '@testing-library/react';
import { FIRST_SAMPLE_ID as id, renderDetail, sampleApi, sampleProperty } from '../../test/render';
import { SitePropertyPage } from './SitePropertyPage';

describe('the property page on the site', () => {
  it("keeps the address bar on the property's canonical path in the page's language", async () => {
    sampleApi();
    const property = sampleProperty(id, 'fr');
    // A Dutch slug under a French page (the language switch swapped only the prefix).
    window.history.replaceState(null, '', `/fr/a-vendre/gent/mooi-huis/${id}/?x=1`);
    const navigations: Array<{ path: string; replace?: boolean }> = [];
    const off = on('navigate', (detail) => navigations.push(detail));
    try {
      await renderDetail(<SitePropertyPage initialId={id} />, 'fr');
      await screen.findByRole('heading', { level: 1, name: property.Title });
      await waitFor(() =>
        expect(navigations).toContainEqual({ path: `${propertyPath(property, 'fr')}?x=1`, replace: true }),
      );
    } finally {
      off();
    }
  });
});
