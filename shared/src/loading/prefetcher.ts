/**
 * Starts a load ahead of need (the visitor's pointer near, a focus, a view opening), its failure
 * left to whoever needs the result: that one loads again, and says so if it fails. Returns what to
 * call (an event handler takes it as it is).
 */
export function prefetcher(load: () => Promise<unknown>): () => void {
  return () => void load().catch(() => undefined);
}
