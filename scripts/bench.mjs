// `npm run bench`: runs the benchmark of every package that has one and prints its figures.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDependencies } from './lib/ensure-dependencies.mjs';
import { ROOT, step } from './lib/run.mjs';

await ensureDependencies();
const packages = readdirSync(ROOT).filter((name) => {
  const manifest = join(ROOT, name, 'package.json');
  return existsSync(manifest) && Boolean(JSON.parse(readFileSync(manifest, 'utf8')).scripts?.bench);
});
for (const name of packages) {
  await step(`Benchmark: ${name}`, 'npm', ['run', 'bench', '--silent', '-w', name]);
}
