import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Long work inside a server (an import run by the schedule or a CRM's push, the catalogue reload
 * after one) goes in slices, with a turn of the event loop between them: the visitors' requests that
 * came in meanwhile are answered then, not after the whole run. Without it a 10,000-property import
 * and its reload held every request of the instance for ~2 s (api/README "Import").
 */

/** Items handled between two turns: well under a millisecond's work each (a feed record: ~60 µs). */
const SLICE = 64;

/** True where a loop over items should give way: at the first item of each slice but the first. */
export function startsSlice(index: number): boolean {
  return index > 0 && index % SLICE === 0;
}

/** Lets the event loop answer what waits (requests, timers) before the work goes on. */
export function giveWay(): Promise<void> {
  return nextTurn();
}

/** `items.map(map)`, giving way every SLICE items. */
export async function mapGivingWay<T, R>(items: readonly T[], map: (item: T, index: number) => R): Promise<R[]> {
  const results: R[] = [];
  for (let index = 0; index < items.length; index += 1) {
    if (startsSlice(index)) await giveWay();
    results.push(map(items[index]!, index));
  }
  return results;
}
