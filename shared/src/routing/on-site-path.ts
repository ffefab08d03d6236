import { splitPath } from './path-parts.js';

/**
 * A browser drops tabs and line breaks anywhere in a URL and reads `\` as `/` (WHATWG URL), so
 * `//evil.example/`, `/\evil.example/` and `/<tab>/evil.example/` all name another host.
 */
const LEADING_SEPARATORS = /^[/\\\t\n\r]+/;
const IGNORED_BY_BROWSERS = /[\t\n\r]/g;
/** The escapes of those characters: `/%2F%2Fevil.example/` decodes to `///evil.example/`. */
const SEPARATOR_ESCAPES = /%(?:2f|5c|09|0a|0d)/gi;

/**
 * A path as a link on this site: it starts with exactly one `/`, whatever slashes, backslashes, tabs
 * or line breaks it started with. Every link built from the visitor's path goes through this, so no
 * path can turn into a protocol-relative link to another host.
 */
export function onSitePath(path: string): string {
  return `/${path.replace(LEADING_SEPARATORS, '')}`;
}

/**
 * Whether a path (query and hash ignored) begins like a protocol-relative URL (`//host`, `/\host`),
 * as sent or once percent-decoded. Such a path is no page of the site: it resolves to the 404 page.
 * Only the separators' escapes are decoded, so a path that does not decode is still judged.
 */
export function looksProtocolRelative(path: string): boolean {
  const decoded = splitPath(path).pathname.replace(SEPARATOR_ESCAPES, (escape) => decodeURIComponent(escape));
  return /^[/\\]{2}/.test(decoded.replace(IGNORED_BY_BROWSERS, ''));
}
