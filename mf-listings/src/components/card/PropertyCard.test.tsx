import { act, screen, within } from '@testing-library/react';
import { card, renderListings } from '../../../test/render';
import { PropertyCard } from './PropertyCard';

const sizes = '100vw';

describe('a property card', () => {
  it('shows type, city, title link, price, address, bedrooms, surface and the EPC label of the region', async () => {
    const { container } = await renderListings(<PropertyCard card={card({ ID: 7 })} headingLevel={2} sizes={sizes} />);
    const article = screen.getByRole('article', { name: 'House 7 with garden' });
    expect(within(article).getByText('House · 9000 Gent')).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'House 7 with garden' })).toHaveAttribute('href', '/property/7/');
    expect(within(article).getByText('€ 325.000')).toBeInTheDocument();
    expect(within(article).getByText('Kerkstraat 12')).toBeInTheDocument();
    expect(within(article).getByText('3 bedrooms')).toBeInTheDocument();
    expect(within(article).getByText('140 m²')).toBeInTheDocument();
    expect(within(article).getByRole('img', { name: 'EPC label B (Flanders)' })).toBeInTheDocument();
    expect(container.querySelector('.immo-card__marquee')).toBeNull();
  });

  it('hides a price and an address the agency does not publish', async () => {
    await renderListings(
      <PropertyCard
        card={card({ PublishPrice: false, PublishAddress: false, Price: 1 })}
        headingLevel={2}
        sizes={sizes}
      />,
    );
    expect(screen.queryByText(/€/)).toBeNull();
    expect(screen.queryByText(/Kerkstraat/)).toBeNull();
  });

  it('shows the sold and rented marquee in the visitor language (SPEC §4)', async () => {
    const { unmount } = await renderListings(
      <PropertyCard card={card({ Marquee: 1 })} headingLevel={2} sizes={sizes} />,
      'nl',
    );
    expect(screen.getByText('VERKOCHT')).toBeInTheDocument();
    unmount();
    await renderListings(<PropertyCard card={card({ Marquee: 1, Goal: 1 })} headingLevel={2} sizes={sizes} />, 'fr');
    expect(screen.getByText('Loué')).toBeInTheDocument();
  });

  it('says "No photo was found" for a property without a picture', async () => {
    await renderListings(<PropertyCard card={card({ SmallPictureItem: null })} headingLevel={2} sizes={sizes} />);
    expect(screen.getByText('No photo was found.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Photo of/ })).toBeNull();
  });

  it('loads the 100 px placeholder first and the 400/600/1360 set when near the viewport', async () => {
    let callback: IntersectionObserverCallback = () => {};
    let margin = '';
    class Observer {
      constructor(cb: IntersectionObserverCallback, options: IntersectionObserverInit) {
        callback = cb;
        margin = options.rootMargin ?? '';
      }
      observe() {}
      disconnect() {}
    }
    Object.assign(window, { IntersectionObserver: Observer });
    try {
      await renderListings(<PropertyCard card={card({ ID: 9 })} headingLevel={2} sizes={sizes} />);
      const image = screen.getByRole('img', { name: 'Photo of House 9 with garden' });
      expect(image).toHaveAttribute('src', '/media/9/1.jpg?w=100');
      expect(image).not.toHaveAttribute('srcset');
      expect(margin).toBe('0% 0% 25%'); // SPEC §9
      act(() => callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
      expect(image).toHaveAttribute(
        'srcset',
        '/media/9/1.jpg?w=400 400w, /media/9/1.jpg?w=600 600w, /media/9/1.jpg?w=1360 1360w',
      );
    } finally {
      Reflect.deleteProperty(window, 'IntersectionObserver');
    }
  });

  /** What a browser reports of a picture whose `currentSrc` is in; returns the restore. */
  function pictureIn(currentSrc: string, naturalWidth: number): () => void {
    const image = HTMLImageElement.prototype;
    const spies = [
      jest.spyOn(image, 'complete', 'get').mockReturnValue(true),
      jest.spyOn(image, 'naturalWidth', 'get').mockReturnValue(naturalWidth),
      jest.spyOn(image, 'currentSrc', 'get').mockReturnValue(currentSrc),
    ];
    return () => spies.forEach((spy) => spy.mockRestore());
  }

  // A server page's picture often arrives before its code: no onLoad listened then, yet it must not
  // stay blurred.
  it('shows a first-screen picture sharp when it had loaded before the card mounted', async () => {
    // Its full URL, one of the set's, as a browser gives it.
    const restore = pictureIn('http://localhost/media/12/1.jpg?w=1360', 1360);
    try {
      await renderListings(<PropertyCard card={card({ ID: 12 })} headingLevel={2} sizes={sizes} loading="first" />);
      const picture = screen.getByRole('img', { name: 'Photo of House 12 with garden' });
      expect(picture).toHaveAttribute('fetchpriority', 'high');
      expect(picture).toHaveClass('immo-picture');
      expect(picture).not.toHaveClass('immo-picture--placeholder');
    } finally {
      restore();
    }
  });

  it('stays blurred while only its placeholder is in', async () => {
    const restore = pictureIn('http://localhost/media/13/1.jpg?w=100', 100);
    try {
      await renderListings(<PropertyCard card={card({ ID: 13 })} headingLevel={2} sizes={sizes} loading="first" />);
      const picture = screen.getByRole('img', { name: 'Photo of House 13 with garden' });
      act(() => picture.dispatchEvent(new Event('load')));
      expect(picture).toHaveClass('immo-picture--placeholder');
    } finally {
      restore();
    }
  });

  it('marks and unmarks a favourite, kept in the browser', async () => {
    localStorage.clear();
    const { store } = await renderListings(<PropertyCard card={card({ ID: 11 })} headingLevel={2} sizes={sizes} />);
    const heart = screen.getByRole('button', { name: 'Add to favourites: House 11 with garden' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    act(() => heart.click());
    expect(screen.getByRole('button', { name: 'Remove from favourites: House 11 with garden' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(JSON.parse(localStorage.getItem('immo.favourites') ?? '[]')).toEqual([11]);
    expect(store.getState().favourites).toEqual([11]);
  });
});
