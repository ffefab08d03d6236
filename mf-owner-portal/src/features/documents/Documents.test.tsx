import { act, screen } from '@testing-library/react';
import { fakeOwnerApi } from '../../../test/fake-api';
import { renderPortal } from '../../../test/render';
import { Documents } from './Documents';

describe("the owner's documents", () => {
  beforeEach(() => fakeOwnerApi());

  it('lists each document by the name the API gives it, with its size when it is known', async () => {
    const { store } = await renderPortal(<Documents propertyId={7} headingLevel={1} />, 'fr');
    act(() =>
      store.setState({
        documents: {
          7: [
            { name: 'Fiche d’information du bien 7', url: '/api/properties/7/sheet?lang=fr', size: 0 },
            { name: 'Plan.pdf', url: '/files/plan.pdf', size: 240_000 },
          ],
        },
      }),
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    // Intl writes a narrow no-break space between the number and its unit.
    expect(items).toEqual(['Fiche d’information du bien 7', expect.stringMatching(/^Plan\.pdf \(240\sko\)$/)]);
    expect(screen.getByRole('link', { name: 'Fiche d’information du bien 7' })).toHaveAttribute(
      'href',
      '/api/properties/7/sheet?lang=fr',
    );
  });
});
