/**
 * Deterministic randomness for the sample data: the catalogue, its pictures and the benchmark
 * catalogue must be identical on every run and machine, so Math.random is never used.
 */

/** mulberry32: tiny, fast, good enough for picking sample values. Returns floats in [0, 1). */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes integers into one 32-bit seed (FNV-1a over the 4 bytes of each). */
export function hash32(...values: number[]): number {
  let hash = 0x811c9dc5;
  for (const value of values) {
    let v = Math.trunc(value) >>> 0;
    for (let byte = 0; byte < 4; byte += 1) {
      hash ^= v & 0xff;
      hash = Math.imul(hash, 0x01000193) >>> 0;
      v >>>= 8;
    }
  }
  return hash >>> 0;
}

/** A picker bound to one random stream, with the helpers the builders need. */
export interface Picker {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

export function createPicker(seed: number): Picker {
  const next = createRandom(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
  };
}
