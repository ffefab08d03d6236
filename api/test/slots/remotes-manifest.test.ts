import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remotesManifest } from '../../src/site/remotes-manifest.js';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'immo-remotes-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function build(remote: string, files: string[]): void {
  for (const file of files) {
    mkdirSync(join(root, remote, 'dist', file, '..'), { recursive: true });
    writeFileSync(join(root, remote, 'dist', file), '{}');
  }
}

describe("remotes.json's server manifests (DESIGN §7)", () => {
  it('lists the server bundle of a remote served here once it is built, beside its browser manifest', () => {
    build('mf-listings', ['mf-manifest.json', 'server/mf-manifest.json']);
    build('mf-search', ['mf-manifest.json']);
    expect(remotesManifest({}, root)).toEqual({
      'mf-listings': '/remotes/mf-listings/mf-manifest.json',
      'mf-search': '/remotes/mf-search/mf-manifest.json',
      server: { 'mf-listings': '/remotes/mf-listings/server/mf-manifest.json' },
    });
  });

  it('follows a remote deployed elsewhere to the server/ folder beside its manifest, unless SSR_REMOTE_OVERRIDES says otherwise', () => {
    build('mf-listings', ['mf-manifest.json', 'server/mf-manifest.json']);
    const overrides = {
      'mf-search': 'https://cdn.example.be/mf-search/1.4.0/mf-manifest.json',
      'mf-forms': 'https://cdn.example.be/mf-forms/mf-manifest.json',
    };
    const serverOverrides = {
      'mf-forms': 'https://ssr.internal.example.be/mf-forms/mf-manifest.json',
      'mf-listings': '',
      'mf-unknown': 'https://cdn.example.be/x.json',
    };
    expect(remotesManifest(overrides, root, serverOverrides).server).toEqual({
      'mf-search': 'https://cdn.example.be/mf-search/1.4.0/server/mf-manifest.json',
      'mf-forms': 'https://ssr.internal.example.be/mf-forms/mf-manifest.json',
    });
  });

  it('leaves the server map out when no remote has a server bundle, as before', () => {
    build('mf-search', ['mf-manifest.json']);
    expect(remotesManifest({}, root)).toEqual({ 'mf-search': '/remotes/mf-search/mf-manifest.json' });
    expect(remotesManifest({}, null)).toEqual({});
  });
});
