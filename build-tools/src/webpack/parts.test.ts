import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { posix } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { gzipAsset, SOURCE_MAP_FILENAME, sourceMapDevtool, sourceResolve, typescriptRule } from './parts.js';

describe('webpack parts every config uses', () => {
  it('compiles TypeScript with swc, @immo/shared included, and resolves its source', () => {
    const rule = typescriptRule();
    expect(rule.use.loader).toBe('swc-loader');
    expect(rule.exclude.test('/repo/node_modules/react/index.js')).toBe(true);
    expect(rule.exclude.test('/repo/node_modules/@immo/shared/src/index.ts')).toBe(false);
    expect(sourceResolve.conditionNames[0]).toBe('source');
  });

  it('keeps production source maps hidden and out of the public dist/ folder', () => {
    expect(sourceMapDevtool(true)).toBe('hidden-source-map'); // no sourceMappingURL in a served file
    const mapOfMain = posix.join('/site/mf-search/dist', SOURCE_MAP_FILENAME.replace('[file]', 'main.js'));
    expect(mapOfMain.startsWith('/site/mf-search/dist/')).toBe(false);
  });

  it('uses eval-free development maps (the pages forbid eval) and adds React Refresh only when asked', () => {
    expect(sourceMapDevtool(false)).not.toMatch(/eval/);
    expect(typescriptRule().use.options.jsc.transform.react).toEqual({ runtime: 'automatic' });
    expect(typescriptRule('es2020', { refresh: true }).use.options.jsc.transform.react).toMatchObject({
      refresh: true,
    });
  });

  it("makes each asset's gzip copy one every browser reads back, smaller than zlib's best level", async () => {
    const script = readFileSync(createRequire(import.meta.url).resolve('webpack/lib/Compilation.js'));
    const copy = await promisify(gzipAsset)(script, { numiterations: 5 });
    expect(gunzipSync(copy).equals(script)).toBe(true);
    expect(copy.length).toBeLessThan(gzipSync(script, { level: 9 }).length);
  });
});
