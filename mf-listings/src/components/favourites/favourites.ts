import { FAVOURITES_KEY } from '@immo/shared/remote';

/**
 * A visitor's favourite properties, kept in the browser only (no account): ids in localStorage
 * (under @immo/shared's key: the shell loads a list at once for a visitor who has some), newest
 * first. Reading never throws: storage may be full, blocked or hold another version's data.
 */
export const MAX_FAVOURITES = 100;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function defaultStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // access itself throws when the browser blocks site data
  }
}

export function readFavourites(storage: Storage | null = defaultStorage()): number[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(FAVOURITES_KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    const ids = value.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
    return [...new Set(ids)].slice(0, MAX_FAVOURITES);
  } catch {
    return [];
  }
}

/** Stores the list; false when the browser refused (the list then lives as long as the page). */
export function writeFavourites(ids: readonly number[], storage: Storage | null = defaultStorage()): boolean {
  try {
    if (!storage) return false;
    storage.setItem(FAVOURITES_KEY, JSON.stringify(ids.slice(0, MAX_FAVOURITES)));
    return true;
  } catch {
    return false;
  }
}

/** Adds the id first, or removes it when it is there. */
export function toggleFavourite(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [id, ...ids].slice(0, MAX_FAVOURITES);
}
