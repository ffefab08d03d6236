import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildVersion } from './build-version.js';

describe("a remote build's version (what decides whether the browser hydrates the server's markup)", () => {
  // Inside the repository, where @immo/shared resolves as it does for a remote.
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(__dirname, '..', '..', '.version-test-'));
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'package.json'), '{"name":"mf-demo","version":"1.2.0"}');
    writeFileSync(join(dir, 'src', 'app.tsx'), 'export const a = 1;');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is the same for the same sources, so a rebuild hydrates what the old build rendered', () => {
    expect(buildVersion(dir, '1.2.0')).toMatch(/^1\.2\.0\+[0-9a-f]{10}$/);
    expect(buildVersion(dir, '1.2.0')).toBe(buildVersion(dir, '1.2.0'));
  });

  it('changes with any source file, so other code renders the slot afresh', () => {
    const before = buildVersion(dir, '1.2.0');
    writeFileSync(join(dir, 'src', 'app.tsx'), 'export const a = 2;');
    expect(buildVersion(dir, '1.2.0')).not.toBe(before);
  });
});
