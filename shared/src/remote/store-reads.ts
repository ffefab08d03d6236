/** What asking for a read takes besides its key. */
export type ReadOptions = {
  /** Read a failed one again (in the browser: a mount, a retry button). */
  retry?: boolean;
  /**
   * The store has its answer already (the server's state it started from): nothing to read. A
   * promise instead of `true` is what such a key's read gives back when the store's answer also
   * waits on something still loading (mf-property-detail: the calculators of the site's config).
   */
  answered?: boolean | Promise<void>;
};

/** The store's reads of the API, by key (see storeReads). */
export type StoreReads = {
  /** `read` settles true when answered, false when it failed; the promise given back never rejects. */
  (key: string, read: () => Promise<boolean>, options?: ReadOptions): Promise<void>;
  /** Lets a key's read go (a store that keeps only its latest answers): asked again, it is read again. */
  forget(key: string): void;
};

/** The read of an answer the store started with. */
const ANSWERED: Promise<void> = Promise.resolve();

/**
 * The store's reads of the API, by key: asked again, a read waits on (or has) the same answer — a
 * server render suspends on it, and React's `use` must be given the very same promise each time —
 * and a failed one is read again only when asked to `retry`, never in a loop.
 */
export function storeReads(): StoreReads {
  const reads = new Map<string, Promise<void>>();
  const failed = new Set<string>();
  const ask = (key: string, read: () => Promise<boolean>, { retry = false, answered = false }: ReadOptions = {}) => {
    const asked = reads.get(key);
    if (asked && !(retry && failed.has(key))) return asked;
    if (answered) return answered === true ? ANSWERED : answered;
    failed.delete(key);
    const reading = read().then((ok) => {
      if (!ok) failed.add(key);
    });
    reads.set(key, reading);
    return reading;
  };
  const forget = (key: string) => {
    reads.delete(key);
    failed.delete(key);
  };
  return Object.assign(ask, { forget });
}
