import {
  browserManifests,
  containerName,
  defaultRemotesManifest,
  defaultServerManifestUrl,
  REMOTE_NAMES,
} from './remotes.js';

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

  it("lists each remote's server manifest beside its browser one, and a browser reads only the browser ones", () => {
    expect(defaultServerManifestUrl('mf-search')).toBe('/remotes/mf-search/server/mf-manifest.json');
    const manifest = {
      'mf-search': '/remotes/mf-search/mf-manifest.json',
      server: { 'mf-search': defaultServerManifestUrl('mf-search') },
    };
    expect(browserManifests(manifest)).toEqual([['mf-search', '/remotes/mf-search/mf-manifest.json']]);
    expect(browserManifests({ ...manifest, 'mf-unknown': 'x' } as never)).toHaveLength(1);
  });
});
