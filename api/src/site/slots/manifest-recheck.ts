/**
 * How often, at most, the site server reads a remote's server manifest again to see a redeploy
 * (SSR_REMOTE_RECHECK_MS): a new version is rendered within this long. The check is a file read for
 * the site's own files, one small request for another origin; in between, a render costs nothing.
 */
export const DEFAULT_RECHECK_MS = 10_000;
