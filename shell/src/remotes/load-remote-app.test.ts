import { registerRemotes } from '@module-federation/enhanced/runtime';
import { registerRemoteManifest } from './load-remote-app.js';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));

describe('remotes.json in the browser', () => {
  it("registers each remote's browser manifest, and not the server manifests listed beside them", () => {
    registerRemoteManifest({
      'mf-search': '/remotes/mf-search/mf-manifest.json',
      server: { 'mf-search': '/remotes/mf-search/server/mf-manifest.json' },
    });
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'mf_search', entry: '/remotes/mf-search/mf-manifest.json' }]);
  });
});
