export type RetryOptions = { attempts?: number; firstDelayMs?: number; sleep?: (ms: number) => Promise<void> };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Retries a network load with doubling delays: a remote's code (the shell; @module-federation/
 * retry-plugin exists only for the 0.x runtime line, not the 2.9 runtime this site uses), a part of
 * the UI kit (ui/index.ts).
 */
export async function withRetry<T>(load: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = options.attempts ?? 3;
  const sleep = options.sleep ?? wait;
  let delay = options.firstDelayMs ?? 300;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= attempts) throw error;
      await sleep(delay);
      delay *= 2;
    }
  }
}

/** Rejects when a load takes longer than `ms`: a slow remote gets its fallback instead of a blank slot. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
