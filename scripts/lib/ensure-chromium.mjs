// Browser tests run in Debian's Chromium: Playwright cannot download its own browser here.
import { existsSync } from 'node:fs';
import { run } from './run.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (process.getuid?.() !== 0) {
    console.error(
      `✖ Chromium is needed for the browser tests and was not found at ${CHROMIUM}.\n` +
        '  Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
        '  or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
  console.log("▶ Installing Debian's Chromium for the browser tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    (await run('apt-get', ['update', '-qq'], { env })) !== 0 ||
    (await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env })) !== 0
  ) {
    console.error('✖ Installing Chromium with apt-get failed.');
    process.exit(1);
  }
  return CHROMIUM;
}
