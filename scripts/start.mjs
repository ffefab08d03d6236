// `npm start`: installs what is missing, builds every package in dependency order and serves
// the site and the API on one port (PORT, default 8080).
import { ensureDependencies } from './lib/ensure-dependencies.mjs';
import { run, step } from './lib/run.mjs';

await ensureDependencies();
await step('Build (lerna, dependency order)', 'npx', ['lerna', 'run', 'build', '--loglevel', 'warn']);
console.log('\n▶ Serving on http://localhost:' + (process.env.PORT || 8080) + ' (Ctrl+C stops)');
process.exit(await run('npm', ['run', 'serve', '--silent', '-w', '@immo/api']));
