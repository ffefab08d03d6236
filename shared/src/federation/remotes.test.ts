import { containerName, defaultRemotesManifest, REMOTE_NAMES } from './remotes.js';

describe('the remotes the shell knows (DESIGN §2)', () => {
  it('names containers as JavaScript identifiers', () => {
    expect(containerName('mf-property-detail')).toBe('mf_property_detail');
    expect(containerName('@immo/shell')).toBe('shell');
  });

  it('points the default remotes.json at one origin', () => {
    const manifest = defaultRemotesManifest('https://immo.test');
    expect(Object.keys(manifest)).toEqual(REMOTE_NAMES);
    expect(manifest['mf-search']).toBe('https://immo.test/remotes/mf-search/mf-manifest.json');
  });
});
