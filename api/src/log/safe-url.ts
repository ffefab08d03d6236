/** Query parameters whose values are secrets or personal data, whatever the route: their value is never logged. */
const SECRET_PARAMETER = /token|reset|e-?mail|password|secret|signature/i;
const REDACTED = '[redacted]';

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * The owner portal's routes, however the path is spelled (`/api/%6Fwner/…`, `//api/owner`, capitals):
 * their whole query is left out. A path that does not decode is treated as one of them.
 */
function isOwnerPath(path: string): boolean {
  const plain = decoded(path);
  if (plain === null) return true;
  return /^\/+api\/+owner(\/|$)/i.test(plain);
}

function loggableParameter(pair: string): string {
  const name = pair.split('=', 1)[0] ?? '';
  return SECRET_PARAMETER.test(decoded(name) ?? name) ? `${name}=${REDACTED}` : pair;
}

/** A request URL as it may be written to the log: secrets in its query replaced by `[redacted]`. */
export function loggableUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const path = url.slice(0, start);
  if (isOwnerPath(path)) return `${path}?${REDACTED}`;
  return `${path}?${url
    .slice(start + 1)
    .split('&')
    .map(loggableParameter)
    .join('&')}`;
}
