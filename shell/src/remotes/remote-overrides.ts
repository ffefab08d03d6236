import { REMOTE_NAMES, type RemoteName, type RemotesManifest } from '@immo/shared/federation';

/**
 * Browser overrides, as single-spa's import-map-overrides: a developer points a remote of a running
 * site (local or deployed) at their machine, e.g. in the console:
 *
 *   localStorage['immo.devtools'] = 'on';
 *   localStorage['immo.remote-overrides'] = '{"mf-listings":"http://localhost:3002/mf-manifest.json"}';
 *
 * Read only while the developer turned it on by hand in this browser: no URL parameter turns it on,
 * so a visitor's link cannot. While one is active the page says so (see showRemoteOverridesBanner).
 */
export const DEVTOOLS_KEY = 'immo.devtools';
export const OVERRIDES_KEY = 'immo.remote-overrides';

export type RemoteOverrides = Partial<Record<RemoteName, string>>;

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage blocked (privacy settings): no overrides
  }
}

/** An absolute http(s) URL, or nothing: a `javascript:` or relative value is no remote. */
function remoteUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || !URL.canParse(value)) return undefined;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}

/** The overrides in force: none unless `immo.devtools` is `on`; unknown remotes and bad URLs are dropped. */
export function readRemoteOverrides(storage: Storage | undefined = browserStorage()): RemoteOverrides {
  try {
    if (storage?.getItem(DEVTOOLS_KEY) !== 'on') return {};
    const stored: unknown = JSON.parse(storage.getItem(OVERRIDES_KEY) ?? '{}');
    if (!stored || typeof stored !== 'object') return {};
    const overrides: RemoteOverrides = {};
    for (const name of REMOTE_NAMES) {
      const url = remoteUrl((stored as Record<string, unknown>)[name]);
      if (url) overrides[name] = url;
    }
    return overrides;
  } catch {
    return {}; // unreadable JSON: nothing overridden
  }
}

export function withRemoteOverrides(manifest: RemotesManifest, overrides: RemoteOverrides): RemotesManifest {
  return { ...manifest, ...overrides };
}

export function clearRemoteOverrides(storage: Storage | undefined = browserStorage()): void {
  storage?.removeItem(OVERRIDES_KEY);
}

/**
 * A visible banner at the top of the page while overrides are active (developer-facing English):
 * a labelled region that names each overridden remote and its URL, with a button that turns the
 * overrides off and reloads the page.
 */
export function showRemoteOverridesBanner(
  overrides: RemoteOverrides,
  turnOff: () => void = () => {
    clearRemoteOverrides();
    window.location.reload();
  },
  doc: Document = document,
): HTMLElement | null {
  const entries = Object.entries(overrides);
  if (entries.length === 0) return null;
  const banner = doc.createElement('section');
  banner.className = 'immo-dev-overrides';
  banner.setAttribute('aria-label', 'Developer overrides');
  const text = doc.createElement('p');
  text.textContent = `Remote overrides active: ${entries.map(([name, url]) => `${name} → ${url}`).join(', ')}`;
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = 'Turn overrides off';
  button.addEventListener('click', turnOff);
  banner.append(text, button);
  doc.body.prepend(banner);
  return banner;
}
