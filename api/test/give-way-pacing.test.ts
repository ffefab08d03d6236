import { performance } from 'node:perf_hooks';
import { beginSlices, countRequest, giveWay } from '../src/event-loop/give-way.js';

// Long work in a server (an import, a catalogue reload) gives way between slices. While visitors'
// requests keep the instance busy it must leave them nearly all the time (issue 24: list and search
// within 10 % of their throughput during an import); on an idle instance it must not wait at all.

const SLICES = 10;
const SLICE_MS = 2;

/** Holds the thread for `ms`, as a slice of work or a request's answer does. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

/** A job of SLICES slices of SLICE_MS, giving way between them: its wall time over its work. */
async function stretch(): Promise<number> {
  const started = performance.now();
  beginSlices();
  for (let slice = 0; slice < SLICES; slice += 1) {
    busy(SLICE_MS);
    await giveWay();
  }
  return (performance.now() - started) / (SLICES * SLICE_MS);
}

/**
 * Visitors who keep the instance busy: on every turn of the event loop, the requests that came in
 * since the last one are answered, as much work as the time they waited (up to 5 ms), until stopped.
 */
function visitors(): () => number {
  let answered = 0;
  let since = performance.now();
  let handle = setImmediate(function answer() {
    countRequest();
    busy(Math.min(performance.now() - since, 5));
    since = performance.now();
    answered += 1;
    handle = setImmediate(answer);
  });
  return () => {
    clearImmediate(handle);
    return answered;
  };
}

/** A few visitors: a request answered (0.05 ms) every 4 ms, until stopped. */
function fewVisitors(): () => void {
  const timer = setInterval(() => {
    countRequest();
    busy(0.05);
  }, 4);
  return () => clearInterval(timer);
}

// Paced on a full loop, the work takes about 3 % of the time (a stretch of ~33); unpaced, about all of
// it (~1). The thresholds leave room for a machine three times slower or busy with other tests.
const PACED_STRETCH = 8;
const LONGEST_STRETCH = 150;

describe('long work giving way', () => {
  it('leaves a busy instance to its visitors: it takes a small share of the time while requests wait', async () => {
    const stop = visitors();
    const stretched = await stretch();
    const answered = stop();
    expect(stretched).toBeGreaterThan(PACED_STRETCH);
    expect(stretched).toBeLessThan(LONGEST_STRETCH);
    expect(answered).toBeGreaterThan(SLICES);
  });

  it('waits little for a few visitors: their answers took a small part of the slices they waited for', async () => {
    const stopFew = fewVisitors();
    const few = await stretch();
    stopFew();
    const stopFull = visitors();
    const full = await stretch();
    stopFull();
    // Against a full loop measured on the same machine at the same moment: a busy machine stretches
    // every turn (a CI run saw 9 for a few visitors), and the work then waits more in both cases.
    expect(few).toBeLessThan(full / 2);
  });

  it('goes on at full speed on an idle instance', async () => {
    expect(await stretch()).toBeLessThan(PACED_STRETCH);
  });
});
