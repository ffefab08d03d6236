import { writeFileSync } from 'node:fs';
import { sampleFeed } from '../data/sample-feed.js';

/** Writes data/sample-feed.json from the sample catalogue (run after changing data/properties.ts). */
const file = new URL('../data/sample-feed.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(sampleFeed(), null, 2)}\n`);
console.log(`wrote ${file.pathname}`);
