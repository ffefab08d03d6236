// `npm start`: installs what is missing, builds every package in dependency order and serves
// the site and the API on one port (PORT, default 8080), in demo mode (DEMO=1).
import { ensureDependencies } from './lib/ensure-dependencies.mjs';
import { run, step } from './lib/run.mjs';

await ensureDependencies();
await step('Build (lerna, dependency order)', 'npx', ['lerna', 'run', 'build', '--loglevel', 'warn']);
console.log('\n▶ Serving on http://localhost:' + (process.env.PORT || 8080) + ' (Ctrl+C stops)');
// The demo: the two demo owners of api/README.md (published passwords) exist only in this mode.
const env = { ...process.env, DEMO: process.env.DEMO ?? '1' };
process.exit(await run('npm', ['run', 'serve', '--silent', '-w', '@immo/api'], { env }));
