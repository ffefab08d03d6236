import { prefetcher } from './prefetcher.js';

describe('prefetcher', () => {
  it('starts the load, and leaves a failure to whoever needs the result (nothing unhandled)', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    const load = jest.fn(() => Promise.reject(new Error('offline')));
    prefetcher(load)();
    await new Promise((resolve) => setImmediate(resolve));
    process.off('unhandledRejection', unhandled);
    expect(load).toHaveBeenCalledTimes(1);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
