import { FAVOURITES_KEY } from '@immo/shared/remote';
import { readFavourites, toggleFavourite, writeFavourites } from './favourites.js';

describe('favourites', () => {
  const memory = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
  };

  it('toggle newest first and survive a write and read', () => {
    const storage = memory();
    let ids = toggleFavourite([], 5);
    ids = toggleFavourite(ids, 7);
    expect(ids).toEqual([7, 5]);
    expect(writeFavourites(ids, storage)).toBe(true);
    expect(readFavourites(storage)).toEqual([7, 5]);
    expect(toggleFavourite(ids, 7)).toEqual([5]);
  });

  it('read nothing rather than throw on damaged or blocked storage', () => {
    const storage = memory();
    storage.setItem(FAVOURITES_KEY, '{not json');
    expect(readFavourites(storage)).toEqual([]);
    storage.setItem(FAVOURITES_KEY, '[3,"x",-1,3,4.5]');
    expect(readFavourites(storage)).toEqual([3]);
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(readFavourites(blocked)).toEqual([]);
    expect(writeFavourites([1], blocked)).toBe(false);
    expect(readFavourites(null)).toEqual([]);
  });
});
