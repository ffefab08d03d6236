import {
  DEVTOOLS_KEY,
  OVERRIDES_KEY,
  readRemoteOverrides,
  showRemoteOverridesBanner,
  withRemoteOverrides,
} from './remote-overrides.js';

const LOCAL_LISTINGS = 'http://localhost:3002/mf-manifest.json';

beforeEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

describe('browser remote overrides', () => {
  it('are off by default', () => {
    expect(readRemoteOverrides()).toEqual({});
  });

  it('are ignored while the developer flag is not on, whatever is stored', () => {
    localStorage.setItem(OVERRIDES_KEY, JSON.stringify({ 'mf-listings': LOCAL_LISTINGS }));
    expect(readRemoteOverrides()).toEqual({});
    localStorage.setItem(DEVTOOLS_KEY, 'true');
    expect(readRemoteOverrides()).toEqual({});
  });

  it('apply when turned on: known remotes with http(s) URLs only, over remotes.json', () => {
    localStorage.setItem(DEVTOOLS_KEY, 'on');
    localStorage.setItem(
      OVERRIDES_KEY,
      JSON.stringify({
        'mf-listings': LOCAL_LISTINGS,
        'mf-search': 'javascript:alert(1)',
        'mf-unknown': LOCAL_LISTINGS,
      }),
    );
    const overrides = readRemoteOverrides();
    expect(overrides).toEqual({ 'mf-listings': LOCAL_LISTINGS });
    const manifest = {
      'mf-listings': '/remotes/mf-listings/mf-manifest.json',
      'mf-search': '/remotes/mf-search/x.json',
    };
    expect(withRemoteOverrides(manifest, overrides)).toEqual({
      'mf-listings': LOCAL_LISTINGS,
      'mf-search': '/remotes/mf-search/x.json',
    });
  });

  it('survive unreadable storage or JSON as no overrides', () => {
    localStorage.setItem(DEVTOOLS_KEY, 'on');
    localStorage.setItem(OVERRIDES_KEY, '{not json');
    expect(readRemoteOverrides()).toEqual({});
    expect(readRemoteOverrides(undefined)).toEqual({});
  });

  it('show a labelled banner naming each override, with a button that turns them off', () => {
    const turnOff = jest.fn();
    expect(showRemoteOverridesBanner({})).toBeNull();
    expect(document.body.children).toHaveLength(0);

    showRemoteOverridesBanner({ 'mf-listings': LOCAL_LISTINGS }, turnOff);
    const banner = document.querySelector('section[aria-label="Developer overrides"]');
    expect(banner).not.toBeNull();
    expect(document.body.firstElementChild).toBe(banner);
    expect(banner?.textContent).toContain(`Remote overrides active: mf-listings → ${LOCAL_LISTINGS}`);
    const button = banner?.querySelector('button');
    expect(button?.textContent).toBe('Turn overrides off');
    button?.click();
    expect(turnOff).toHaveBeenCalledTimes(1);
  });
});
