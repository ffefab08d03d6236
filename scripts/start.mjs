// `npm start`: installs what is missing, builds every package in dependency order and serves
// the site on one port (PORT, default 8080). The API serves the composed site once it exists;
// until then the foundation server serves what the shared package offers.
import { ensureDependencies } from './lib/ensure-dependencies.mjs';
import { run, step } from './lib/run.mjs';
import { hasWorkspace } from './lib/workspaces.mjs';

await ensureDependencies();
await step('Build (lerna, dependency order)', 'npx', ['lerna', 'run', 'build', '--loglevel', 'warn']);
if (hasWorkspace('api')) {
  process.exit(await run('npm', ['run', 'serve', '-w', 'api']));
} else {
  process.exit(await run('node', ['scripts/serve-foundation.mjs']));
}
