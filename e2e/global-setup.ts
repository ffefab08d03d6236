// @ts-expect-error a plain ESM build script without types
import { buildProbes } from './fixtures/probe-remote/build.mjs';

/** Builds the probe remote the redeploy tests deploy while the site runs. */
export default async function globalSetup(): Promise<void> {
  await buildProbes();
}
