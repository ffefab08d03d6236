/**
 * Runs `work` on every item, at most `limit` at a time, taking items in order. Resolves once every
 * started piece of work has ended — also when one failed (then it rejects with the first error) —
 * so nothing is still running behind the caller's back.
 */
export async function inParallel<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
  shouldStop: () => boolean = () => false,
): Promise<void> {
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < items.length && !shouldStop()) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane);
  const results = await Promise.allSettled(lanes);
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
}
