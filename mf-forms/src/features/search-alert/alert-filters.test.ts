import { encodeAreas } from '@immo/shared';
import { demandAlertFilters, listAlertFilters } from './alert-filters';

describe("an alert's filters", () => {
  it("are a sale or rent list's own filters within the page's goal, without page, order or view", () => {
    const search = 'city=Gent%7C9000&maxPrice=400000&minBedrooms=2&sort=price-asc&page=3&view=map&favourites=1';
    expect(listAlertFilters('for-sale', search)).toEqual({
      goal: 'sale',
      city: 'Gent|9000',
      maxPrice: '400000',
      minBedrooms: '2',
    });
    // The page's goal wins over the URL's, as the list's scope does.
    expect(listAlertFilters('for-rent', 'goal=sale&type=2')).toEqual({ goal: 'rent', type: '2' });
  });

  it("keep the list's drawn areas as the URL has them", () => {
    const area = encodeAreas([
      [
        [51.03, 3.69],
        [51.03, 3.74],
        [51.07, 3.74],
      ],
    ]);
    const search = new URLSearchParams({ area, sort: 'price-asc' }).toString();
    expect(listAlertFilters('for-sale', search)).toEqual({ goal: 'sale', area });
  });

  it('drop what the list itself ignores, and exist only on the sale and rent lists', () => {
    expect(listAlertFilters('for-sale', 'maxPrice=lots&minBedrooms=99&epc=a,zz')).toEqual({ goal: 'sale', epc: 'a' });
    expect(listAlertFilters('references', '')).toBeNull();
    expect(listAlertFilters('home', 'city=Gent')).toBeNull();
  });

  it("map a demand register's criteria: goal, one type, one city, maximum price, bedrooms", () => {
    expect(
      demandAlertFilters({
        goal: 'buy',
        types: ['1'],
        maxPrice: 400000,
        minBedrooms: 3,
        zones: [{ name: 'Gent', zip: '9000' }],
      }),
    ).toEqual({ goal: 'sale', type: '1', city: 'Gent|9000', maxPrice: '400000', minBedrooms: '3' });
    // Several types or zones: the alert watches them all (a list filters on one).
    expect(
      demandAlertFilters({
        goal: 'rent',
        types: ['1', '2'],
        zones: [
          { name: 'Gent', zip: '9000' },
          { name: 'Brugge', zip: '8000' },
        ],
      }),
    ).toEqual({ goal: 'rent' });
  });

  it('wait for the demand register to say buy or rent', () => {
    expect(demandAlertFilters({ goal: '', types: [], zones: [] })).toBeNull();
  });
});
