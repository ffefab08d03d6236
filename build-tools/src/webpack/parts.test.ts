import { posix } from 'node:path';
import { SOURCE_MAP_FILENAME, sourceMapDevtool, sourceResolve, typescriptRule } from './parts.js';

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
});
