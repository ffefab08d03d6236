import { performance } from 'node:perf_hooks';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';

/**
 * Long work inside a server (an import run by the schedule or a CRM's push, the catalogue reload
 * after one) goes in slices, with the event loop given back between them: the visitors' requests that
 * came in meanwhile are answered then, not after the whole run. Without it a 10,000-property import
 * and its reload held every request of the instance for ~2 s (api/README "Import").
 *
 * One turn of the loop per slice was not enough on a busy instance: every slice still delayed the
 * answers waiting behind it, and the list answered ~25 % fewer requests a second while an import ran
 * (issue 24 allows 10 %). So the work is paced by how busy the visitors keep the loop: when the
 * answers that waited for a slice took as long as the slice (the loop is full), the work takes at
 * most BUSY_SHARE of the time and waits out the rest; with a few visitors it waits as much less; on an
 * idle instance it goes on at full speed.
 */

/** Items handled between two turns at most, however quick each is. */
const SLICE = 64;
/**
 * A slice's work at most: the answers that came in meanwhile wait for it. A feed record's hash can take
 * 0.2 ms on this machine, so 64 of them would hold the loop for ~15 ms.
 */
const SLICE_MS = 4;
/** The share of a busy instance's time long work may take; the visitors' answers have the rest. */
const BUSY_SHARE = 0.03;
/** A slice is counted at most this long when the work is paced (one parse or statement that cannot be cut). */
const LONGEST_SLICE_MS = 20;

/**
 * When the work last went on (beginSlices, or after giving way). One clock for all long work: two
 * jobs at once (a push's import beside a reload) are each paced on the slices since either last went on.
 */
let resumedAt = -Infinity;
/** Requests the instance has received (countRequest): a turn that saw one served visitors. */
let requestsSeen = 0;

/** Called for every request the instance receives (app.ts): how long work knows visitors are waiting. */
export function countRequest(): void {
  requestsSeen += 1;
}

/** A loop of slices starts: what came before it (a query awaited, an idle instance) is not its work. */
export function beginSlices(): void {
  resumedAt = performance.now();
}

/** True where a loop over items should give way: after SLICE items or SLICE_MS of work, whichever comes first. */
export function startsSlice(index: number): boolean {
  return index > 0 && (index % SLICE === 0 || performance.now() - resumedAt >= SLICE_MS);
}

/**
 * One turn of the event loop: what waits (requests, timers) is answered, then the work goes on. For
 * work that holds something others wait for (a write transaction): pacing it would make them wait longer.
 */
export async function takeTurn(): Promise<void> {
  await nextTurn();
  resumedAt = performance.now();
}

/**
 * A turn of the event loop; if that turn served visitors' requests, the work then waits in proportion
 * to how long they took against the slice they waited for: as long as the slice (a full loop), until
 * the work has taken no more than BUSY_SHARE of the time since it last went on.
 */
export async function giveWay(): Promise<void> {
  const worked = Math.min(performance.now() - resumedAt, LONGEST_SLICE_MS);
  const started = performance.now();
  const seen = requestsSeen;
  await nextTurn();
  const turn = performance.now() - started;
  const load = Math.min(1, turn / Math.max(worked, 0.1));
  const rest = ((worked * (1 - BUSY_SHARE)) / BUSY_SHARE) * load - turn;
  if (requestsSeen > seen && rest >= 1) await sleep(rest);
  resumedAt = performance.now();
}

/** `items.map(map)`, giving way every SLICE items. */
export async function mapGivingWay<T, R>(items: readonly T[], map: (item: T, index: number) => R): Promise<R[]> {
  const results: R[] = [];
  beginSlices();
  for (let index = 0; index < items.length; index += 1) {
    if (startsSlice(index)) await giveWay();
    results.push(map(items[index]!, index));
  }
  return results;
}
