import { on, propertyPath } from '@immo/shared';
import { properties } from '@immo/shared/data';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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

describe('moving from one property to another within the site', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows and counts the property of the new address, and leaves a canonical address alone', async () => {
    const api = sampleApi();
    const [first, second] = properties.map((record) => sampleProperty(record.ID, 'en'));
    window.history.replaceState(null, '', propertyPath(first!, 'en'));
    const navigations: Array<{ path: string }> = [];
    const off = on('navigate', (detail) => navigations.push(detail));
    try {
      await renderDetail(<SitePropertyPage initialId={first!.ID} />);
      await screen.findByRole('heading', { level: 1, name: first!.Title });
      // A similar property's card: the shell changes the address and tells single-spa.
      act(() => {
        window.history.pushState(null, '', propertyPath(second!, 'en'));
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await screen.findByRole('heading', { level: 1, name: second!.Title });
      await waitFor(() => expect(api.requests.filter(({ url }) => url.pathname === '/api/page-views')).toHaveLength(2));
      expect(navigations).toEqual([]);
    } finally {
      off();
    }
  });

  it('counts nothing for an unknown property', async () => {
    const api = sampleApi();
    window.history.replaceState(null, '', '/property/999999/');
    await renderDetail(<SitePropertyPage initialId={999999} />);
    await screen.findByText('The property you requested does not exist or has been sold.');
    expect(api.requests.filter(({ url }) => url.pathname === '/api/page-views')).toHaveLength(0);
  });
});

describe('"Request the documents"', () => {
  it('asks the contact panel for the documents request of this property, and brings the panel into view', async () => {
    sampleApi();
    window.history.replaceState(null, '', `/property/${id}/`);
    const panel = document.body.appendChild(Object.assign(document.createElement('aside'), { id: 'property-contact' }));
    panel.scrollIntoView = jest.fn();
    const asks: unknown[] = [];
    const off = on('open-property-request', (ask) => asks.push(ask));
    try {
      await renderDetail(<SitePropertyPage initialId={id} />);
      const link = await screen.findByRole('link', { name: 'Request the documents' });
      expect(link).toHaveAttribute('href', '#property-contact');
      // Not a fragment navigation, which would take the focus back from the panel's form.
      expect(fireEvent.click(link)).toBe(false);
      expect(asks).toEqual([{ propertyId: id, request: 'document-request' }]);
      expect(panel.scrollIntoView).toHaveBeenCalled();
    } finally {
      off();
      panel.remove();
    }
  });
});
