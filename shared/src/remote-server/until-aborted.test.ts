import { untilAborted } from './until-aborted.js';

describe('work until the slot’s time is up', () => {
  it('gives the work’s answer while there is time', async () => {
    await expect(untilAborted(Promise.resolve('html'), new AbortController().signal)).resolves.toBe('html');
  });

  it('stops waiting when the time is up, even on work that ignores the signal', async () => {
    const controller = new AbortController();
    const waiting = untilAborted(new Promise<never>(() => {}), controller.signal);
    controller.abort();
    await expect(waiting).rejects.toThrow('aborted');
  });

  it('does not wait at all when the time is up already', async () => {
    await expect(untilAborted(new Promise<never>(() => {}), AbortSignal.abort())).rejects.toThrow('aborted');
  });
});
