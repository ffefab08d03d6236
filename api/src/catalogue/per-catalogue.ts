import type { Catalogue } from './catalogue.js';

/**
 * `make`'s answer kept for as long as the catalogue it was made from: an import or a refresh
 * replaces the Catalogue object, and the next call makes it again from the new one.
 */
export function perCatalogue<T>(make: (catalogue: Catalogue) => T): (catalogue: Catalogue) => T {
  const made = new WeakMap<Catalogue, T>();
  return (catalogue) => {
    if (made.has(catalogue)) return made.get(catalogue)!;
    const value = make(catalogue);
    made.set(catalogue, value);
    return value;
  };
}
