import { isAbsolute, join, relative, sep } from 'node:path';

/**
 * Where the site server may load remote server code from (DESIGN §7). That code runs with the
 * server's full trust (its database, its secrets), so it comes only from the site's own static
 * files or from origins the configuration names (SSR_REMOTE_ORIGINS); nothing else is read.
 */
export type AllowedSources = {
  /** Origins (`https://cdn.example.be`) whose server bundles this server runs. */
  allowedOrigins: readonly string[];
  /** The built site (STATIC_ROOT): `/remotes/{name}/…` is its `{name}/dist/…`, as static-site.ts serves it. */
  staticRoot: string | null;
};

/** The allowed sources as one federation runtime sees them. */
export type BundleSources = AllowedSources & {
  /** The origin the static files go by in this runtime ({@link siteFilesOrigin}). */
  siteFiles: string;
};

/** A server bundle the sources do not allow: refused before anything of it is read. */
export class RefusedBundleError extends Error {
  override name = 'RefusedBundleError';
}

/**
 * The origin the site's own static files go by inside one federation runtime, which wants http(s)
 * URLs: never resolved nor fetched (`.invalid`), only mapped to the files under STATIC_ROOT, so the
 * server reads its own remotes from disk instead of asking itself over HTTP. One per runtime: the
 * federation runtime caches entries globally by URL, and another runtime's are not these.
 */
export function siteFilesOrigin(runtime: number): string {
  return `http://site-files-${runtime}.invalid`;
}

/** Where one file of a server bundle is read from. */
export type BundleFile = { file: string } | { url: URL };

/** A path the site serves a remote's files under. Encoded characters are refused rather than decoded. */
const SITE_REMOTE_PATH = /^\/remotes\/(mf-[a-z0-9-]+)\/([\w./-]+)$/;

/** `/remotes/mf-x/server/remoteEntry.js` as the file static-site.ts serves for it: `{staticRoot}/mf-x/dist/server/remoteEntry.js`. */
function siteFile(pathname: string, staticRoot: string | null): string {
  const match = SITE_REMOTE_PATH.exec(pathname);
  if (!match || !staticRoot) throw new RefusedBundleError(`${pathname} is not a remote's file of this site`);
  const [, remote = '', rest = ''] = match;
  const dist = join(staticRoot, remote, 'dist');
  const path = relative(dist, join(dist, rest));
  if (path === '' || isAbsolute(path) || path.split(sep).includes('..')) {
    throw new RefusedBundleError(`${pathname} is not a remote's file of this site`);
  }
  return join(dist, path);
}

/** An absolute http(s) URL on an allowed origin, without credentials; anything else is refused. */
function allowedUrl(url: URL, sources: AllowedSources): URL {
  const web = url.protocol === 'https:' || url.protocol === 'http:';
  if (web && !url.username && !url.password && sources.allowedOrigins.includes(url.origin)) return url;
  throw new RefusedBundleError(
    `${url.origin} is not an origin this server loads remote code from (SSR_REMOTE_ORIGINS)`,
  );
}

/** Where a file the runtime asks for (a manifest, an entry) is read from: the site's own file, or an allowed origin. */
export function bundleFile(url: URL, sources: BundleSources): BundleFile {
  if (url.origin === sources.siteFiles) return { file: siteFile(url.pathname, sources.staticRoot) };
  return { url: allowedUrl(url, sources) };
}

/** A manifest URL as given (remotes.json): a site path (`/remotes/…`) or an absolute URL, parsed. */
function parseManifestUrl(manifestUrl: string): { sitePath: string } | { url: URL } {
  if (manifestUrl.startsWith('/') && !manifestUrl.startsWith('//')) {
    // Parsed first, so `..` and `.` segments are resolved as a browser would before the check.
    return { sitePath: new URL(manifestUrl, 'http://site.invalid').pathname };
  }
  if (!URL.canParse(manifestUrl)) throw new RefusedBundleError(`${manifestUrl} is not a URL`);
  return { url: new URL(manifestUrl) };
}

/**
 * Where a server manifest is read from: a site path (what the default remotes.json lists) is the
 * site's own file, an absolute http(s) URL must be on an allowed origin.
 */
export function serverManifestFile(manifestUrl: string, sources: AllowedSources): BundleFile {
  const parsed = parseManifestUrl(manifestUrl);
  if ('sitePath' in parsed) return { file: siteFile(parsed.sitePath, sources.staticRoot) };
  return { url: allowedUrl(parsed.url, sources) };
}

/** The URL one federation runtime loads a server manifest from (the site's files under its own origin). */
export function serverManifestLocation(manifestUrl: string, sources: BundleSources): URL {
  const parsed = parseManifestUrl(manifestUrl);
  if ('url' in parsed) return allowedUrl(parsed.url, sources);
  siteFile(parsed.sitePath, sources.staticRoot);
  return new URL(parsed.sitePath, sources.siteFiles);
}
