import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { SlotRenderRequest } from '@immo/shared/federation';

const FIXTURE = join(__dirname, '..', 'fixtures', 'ssr-remote');

/**
 * Builds the fixture remote's server bundle (test/fixtures/ssr-remote) as `version`, into `output`;
 * with `remote`, as that remote (same code, its container name).
 */
export async function buildFixtureRemote(output: string, version: string, remote?: string): Promise<void> {
  // A process of its own, in the remote's folder as a remote's build runs (the federation plugin
  // reads the build's version there); webpack and @immo/build-tools from source (tsx).
  const args = ['--conditions=source', '--import', 'tsx', join(FIXTURE, 'build.mjs'), output, version];
  if (remote) args.push(remote);
  await promisify(execFile)(process.execPath, args, { cwd: FIXTURE });
}

/** "Deploys" a build as `remote`'s server bundle in a site's static files (`{root}/{remote}/dist/server/`). */
export function deployServerBundle(root: string, remote: string, build: string): void {
  const target = join(root, remote, 'dist', 'server');
  rmSync(target, { recursive: true, force: true });
  cpSync(build, target, { recursive: true });
}

/** A server bundle whose entry throws when it runs (a broken deploy). */
export function deployBrokenServerBundle(root: string, remote: string, manifestOf: string): void {
  const target = join(root, remote, 'dist', 'server');
  mkdirSync(target, { recursive: true });
  cpSync(join(manifestOf, 'mf-manifest.json'), join(target, 'mf-manifest.json'));
  writeFileSync(join(target, 'remoteEntry.js'), 'throw new Error("this bundle is broken");\n');
}

/** A slot render request for `page`: the fixture renders "{lang} {page}", throws for "throws", answers nonsense for "malformed". */
export function slotRequest(page: string, signal = new AbortController().signal): SlotRenderRequest {
  return {
    lang: 'nl',
    route: { page, params: {} },
    pathname: `/nl/${page}/`,
    search: '',
    place: 'page',
    apiBase: '',
    siteBase: '',
    signal,
  };
}
