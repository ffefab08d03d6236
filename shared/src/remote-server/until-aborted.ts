/** Rejects once the slot's time is up (its signal aborts), at once when it is up already. */
export function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(new Error('aborted'));
    signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
  });
}

/** `work`, or a rejection as soon as the slot's time is up (an API that ignores the signal included). */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return Promise.race([work, whenAborted(signal)]);
}
