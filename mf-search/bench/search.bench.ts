/**
 * Search benchmark (issue: "a query under 1 ms at 10,000 properties"): index build time and
 * per-keystroke query time for the sample catalogue (49) and a generated one (10,000).
 * Prints figures; asserts nothing — targets are read, not enforced by timing in tests.
 */
import { performance } from 'node:perf_hooks';
import { buildSearchIndex, type CatalogueForSearch } from '@immo/shared';
import { cities, generateCatalogue, properties, propertyTypes } from '@immo/shared/data';
import { createSearcher } from '../src/components/searcher/searcher.js';

const TARGET_QUERY_MS = 1;

function typing(word: string): string[] {
  return [...word].map((_, index) => word.slice(0, index + 1));
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

function measure(label: string, catalogue: CatalogueForSearch): void {
  const builds: number[] = [];
  for (let run = 0; run < 15; run += 1) {
    const start = performance.now();
    buildSearchIndex(catalogue, 'nl');
    builds.push(performance.now() - start);
  }
  builds.sort((a, b) => a - b);

  const index = buildSearchIndex(catalogue, 'nl');
  const search = createSearcher(index);
  const someId = String(index.propertyIds[Math.floor(index.propertyIds.length / 2)]);
  const keystrokes = [
    ...typing('liège'),
    ...typing('sint-martens'),
    ...typing('9000'),
    ...typing(someId),
    ...typing('xyz'),
    '',
  ];
  for (const text of keystrokes) search(text); // warm-up
  const times: number[] = [];
  for (let round = 0; round < 200; round += 1) {
    for (const text of keystrokes) {
      const start = performance.now();
      search(text);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const p99 = percentile(times, 99);
  const json = JSON.stringify(index);
  console.log(
    [
      `search ${label}:`,
      `  index build      median ${percentile(builds, 50).toFixed(2)} ms`,
      `  index size       ${(json.length / 1024).toFixed(1)} KiB JSON (${index.types.length} types, ${index.cities.length} cities, ${index.propertyIds.length} ids)`,
      `  query/keystroke  median ${(percentile(times, 50) * 1000).toFixed(1)} µs, p99 ${(p99 * 1000).toFixed(1)} µs, max ${(times.at(-1)! * 1000).toFixed(1)} µs over ${times.length} keystrokes`,
      `  target           p99 < ${TARGET_QUERY_MS} ms: ${p99 < TARGET_QUERY_MS ? 'met' : 'NOT MET'}`,
    ].join('\n'),
  );
}

measure('sample catalogue, 49 properties', { properties, types: propertyTypes, cities });
measure('generated catalogue, 10,000 properties', {
  properties: generateCatalogue(10_000),
  types: propertyTypes,
  cities,
});
