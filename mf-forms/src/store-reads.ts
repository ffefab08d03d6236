/** What asking for a read takes besides its key. */
export type ReadOptions = {
  /** Read a failed one again (in the browser: a mount, a retry button). */
  retry?: boolean;
  /** The store has its answer already (the server's state it started from): nothing to read. */
  answered?: boolean;
};

/** The read of an answer the store started with. */
const ANSWERED: Promise<void> = Promise.resolve();

/**
 * The store's reads of the API, by key: asked again, a read waits on (or has) the same answer — a
 * server render suspends on it, and React's `use` must be given the very same promise each time —
 * and a failed one is read again only when asked to `retry`, never in a loop. `read` settles true
 * when answered, false when it failed; the promise given back never rejects.
 */
export function storeReads() {
  const reads = new Map<string, Promise<void>>();
  const failed = new Set<string>();
  return (key: string, read: () => Promise<boolean>, { retry = false, answered = false }: ReadOptions = {}) => {
    const asked = reads.get(key);
    if (asked && !(retry && failed.has(key))) return asked;
    if (answered) return ANSWERED;
    failed.delete(key);
    const reading = read().then((ok) => {
      if (!ok) failed.add(key);
    });
    reads.set(key, reading);
    return reading;
  };
}
