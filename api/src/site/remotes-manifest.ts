import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  browserManifests,
  defaultRemotesManifest,
  defaultServerManifestUrl,
  REMOTE_NAMES,
  SERVER_BUNDLE_DIR,
  type RemoteName,
  type RemotesManifest,
} from '@immo/shared/federation';

type ServerManifests = NonNullable<RemotesManifest['server']>;

function isRemoteName(name: string): name is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(name);
}

/**
 * A remote's server manifest where its build put it, beside its browser manifest: for a remote served
 * here, once its server bundle is built; for one deployed elsewhere, at the same place of its origin.
 */
function serverManifestBeside(name: RemoteName, browserUrl: string, staticRoot: string | null): string | undefined {
  if (browserUrl === defaultRemotesManifest()[name]) {
    const built = staticRoot && existsSync(join(staticRoot, name, 'dist', SERVER_BUNDLE_DIR, 'mf-manifest.json'));
    return built ? defaultServerManifestUrl(name) : undefined;
  }
  return URL.canParse(browserUrl) ? new URL(`${SERVER_BUNDLE_DIR}/mf-manifest.json`, browserUrl).href : undefined;
}

/**
 * Where the site server finds each remote's server bundle (DESIGN §7): beside its browser manifest,
 * unless SSR_REMOTE_OVERRIDES names another place (or none, with an empty URL: the browser renders it).
 * Listed is not trusted: the server loads only what SSR_REMOTE_ORIGINS allows (slots/bundle-sources.ts).
 */
export function serverManifests(
  browser: RemotesManifest,
  staticRoot: string | null,
  serverOverrides: Record<string, string>,
): ServerManifests {
  const server: ServerManifests = {};
  for (const [name, url] of browserManifests(browser)) {
    const beside = serverManifestBeside(name, url, staticRoot);
    if (beside) server[name] = beside;
  }
  for (const [name, url] of Object.entries(serverOverrides)) {
    if (!isRemoteName(name)) continue;
    if (url) server[name] = url;
    else delete server[name];
  }
  return server;
}

/**
 * remotes.json: where each deployed remote's manifest is, and under `server` its server bundle's. A
 * remote served from here is listed once its build exists (one not deployed yet gets its fallback
 * without a failing request); configured overrides point a remote elsewhere without rebuilding anything.
 */
export function remotesManifest(
  overrides: Record<string, string>,
  staticRoot: string | null,
  serverOverrides: Record<string, string> = {},
): RemotesManifest {
  const defaults = defaultRemotesManifest();
  const manifest: RemotesManifest = {};
  for (const name of REMOTE_NAMES) {
    if (staticRoot && existsSync(join(staticRoot, name, 'dist', 'mf-manifest.json'))) manifest[name] = defaults[name];
  }
  for (const [name, url] of Object.entries(overrides)) {
    if (isRemoteName(name)) manifest[name] = url;
  }
  const server = serverManifests(manifest, staticRoot, serverOverrides);
  return Object.keys(server).length > 0 ? { ...manifest, server } : manifest;
}
