import type { RemoteName, SlotRender, SlotRenderModule, SlotRenderRequest } from '@immo/shared/federation';
import { serverManifestFile, type AllowedSources } from './bundle-sources.js';
import { readBundleText } from './bundle-text.js';
import { bundleVersion } from './bundle-version.js';
import { federationGeneration, type FederationGeneration } from './federation-generation.js';
import { DEFAULT_RECHECK_MS } from './manifest-recheck.js';

export type ServerRemotesOptions = AllowedSources & {
  /** A remote's manifest is read at most once in this many ms: a redeploy is rendered after at most this long. */
  recheckMs?: number;
  now?: () => number;
};

export type ServerRemotes = {
  /**
   * Renders a slot with `remote`'s server bundle (its `./ssr`), found through its server manifest.
   * Rejects — and the slot is left to the browser — when the manifest is not allowed, the bundle is
   * missing or fails to load, its render throws or answers no render, or `request.signal` aborts first.
   */
  render(remote: RemoteName, manifestUrl: string, request: SlotRenderRequest): Promise<SlotRender>;
  /**
   * Loads `remote`'s bundle ahead of its first render (at the server's start), so the first page's
   * slot is not spent loading code. Resolves either way: a failure is the render's to report.
   */
  warm(remote: RemoteName, manifestUrl: string): Promise<boolean>;
  /** Forgets every loaded bundle, in the federation runtime's global state too (with the server). */
  close(): void;
};

/** A remote's bundle as last checked: its module (or why it has none) until the next check. */
type Checked = {
  manifestUrl: string;
  checkedAt: number;
  version: string | undefined;
  module: Promise<SlotRenderModule>;
  failed: boolean;
};

/** What the page needs of a render; anything else is the remote's failure, like a throw. */
function isSlotRender(value: unknown): value is SlotRender {
  const render = value as Partial<SlotRender> | null;
  return (
    typeof render?.html === 'string' &&
    typeof render.css === 'string' &&
    typeof render.version === 'string' &&
    typeof render.translations === 'object' &&
    render.translations !== null
  );
}

/** Rejects when the signal aborts: the caller stops waiting; a bundle still loading loads for the next render. */
function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

/**
 * The remotes' server bundles, loaded at run time through the Module Federation runtime as the
 * browser loads their client bundles (DESIGN §7): from the site's own files or an allowed origin,
 * kept by version, and loaded again when a remote is redeployed, without a restart. One remote that
 * is missing, broken or throwing only makes its own renders reject.
 *
 * When a loaded remote's version changes, every remote starts again in a new federation runtime
 * (each is loaded afresh at its next render): in one runtime the first remote loaded provides React
 * to the others for as long as one of them uses it, so a redeploy would otherwise keep the old
 * React — or give the redeployed remote a React of its own beside the others' renderer.
 */
export function serverRemotes(options: ServerRemotesOptions): ServerRemotes {
  const allowed: AllowedSources = { allowedOrigins: options.allowedOrigins, staticRoot: options.staticRoot };
  const recheckMs = options.recheckMs ?? DEFAULT_RECHECK_MS;
  const now = options.now ?? Date.now;
  let generation: FederationGeneration = federationGeneration(allowed);
  /** The remotes of the current generation as last checked. */
  let checked = new Map<RemoteName, Checked>();
  /**
   * What each remote was loaded from in the current generation (manifest and version, the load done
   * or failed): kept through a failed check, so a redeploy caught half-way still gets a new runtime.
   */
  let loadedFrom = new Map<RemoteName, string>();
  const checking = new Map<RemoteName, Promise<Checked>>();

  function renew(): void {
    const previous = generation;
    generation = federationGeneration(allowed);
    checked = new Map();
    loadedFrom = new Map();
    previous.close();
  }

  function remember(remote: RemoteName, entry: Omit<Checked, 'failed'>): Checked {
    const record: Checked = { ...entry, failed: false };
    // Handled here, so a failure never becomes an unhandled rejection; renders get it from `module`.
    record.module.catch(() => {
      record.failed = true;
    });
    checked.set(remote, record);
    return record;
  }

  /** Reads the manifest (checked against the allowed sources first) and hashes it. */
  async function readVersion(manifestUrl: string): Promise<{ text: string; version: string }> {
    const text = await readBundleText(serverManifestFile(manifestUrl, allowed));
    return { text, version: bundleVersion(text) };
  }

  /** The same version keeps its module; another one of a loaded remote starts a new generation. */
  async function check(remote: RemoteName, manifestUrl: string): Promise<Checked> {
    const checkedAt = now();
    const checkedBefore = checked;
    try {
      const { text, version } = await readVersion(manifestUrl);
      const previous = checked === checkedBefore ? checked.get(remote) : undefined;
      if (previous && !previous.failed && previous.manifestUrl === manifestUrl && previous.version === version) {
        return remember(remote, { ...previous, checkedAt });
      }
      // Another bundle of a remote this runtime has loaded (one check ago or before a failed one).
      const source = `${manifestUrl} ${version}`;
      const before = loadedFrom.get(remote);
      if (before !== undefined && before !== source) renew();
      loadedFrom.set(remote, source);
      return remember(remote, { manifestUrl, checkedAt, version, module: generation.load(remote, manifestUrl, text) });
    } catch (error) {
      return remember(remote, { manifestUrl, checkedAt, version: undefined, module: Promise.reject(error) });
    }
  }

  /** The remote's module: the one checked less than `recheckMs` ago, else after a check (one at a time per remote). */
  function moduleOf(remote: RemoteName, manifestUrl: string): Promise<SlotRenderModule> {
    const current = checked.get(remote);
    if (current && current.manifestUrl === manifestUrl && now() - current.checkedAt < recheckMs) return current.module;
    let pending = checking.get(remote);
    if (!pending) {
      pending = check(remote, manifestUrl).finally(() => checking.delete(remote));
      checking.set(remote, pending);
    }
    return pending.then((entry) => entry.module);
  }

  return {
    async render(remote, manifestUrl, request) {
      const module = await Promise.race([moduleOf(remote, manifestUrl), aborted(request.signal)]);
      const render: unknown = await module.render(request);
      if (!isSlotRender(render)) {
        throw new Error(`${remote}'s server render returned no html, css, version and translations`);
      }
      return render;
    },
    warm(remote, manifestUrl) {
      return moduleOf(remote, manifestUrl).then(
        () => true,
        () => false,
      );
    },
    close() {
      generation.close();
      checked = new Map();
      loadedFrom = new Map();
    },
  };
}
