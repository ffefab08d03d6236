/**
 * At most `size` jobs at a time, the rest wait their turn in order: an import of a thousand
 * properties downloads a few pictures at once, never all of them.
 */
export function downloadSlots(size: number): <T>(job: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: Array<() => void> = [];
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  return async (job) => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await job();
    } finally {
      release();
    }
  };
}
