import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { checkedLookup } from './checked-lookup.js';
import { FetchRefused } from './fetch-refused.js';
import { isPublicAddress } from './public-address.js';

export type SafeFetchOptions = {
  /** The body may not be longer: refused from its Content-Length, or aborted while it streams past. */
  maxBytes: number;
  /** The whole fetch, redirects and body included. */
  timeoutMs: number;
  /** Redirects followed, each checked like the first URL (default 3). */
  maxRedirects?: number;
  accept?: string;
  /**
   * Private addresses allowed: `true` for any (IMPORT_ALLOW_PRIVATE_HOSTS, a feed on a local
   * network while testing, never in production), or a list of origins (tests: their local server).
   */
  allowPrivate?: true | readonly string[];
};

export type Fetched = { url: string; contentType: string | null; body: Buffer };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'immo-site-importer/1.0';

/**
 * GET a URL a feed names (a feed, a picture) without letting the feed reach inside our network:
 * http(s) only, every address the host resolves to public (checked in the socket's own lookup, so
 * nothing can change between the check and the connection), redirects followed by hand and each
 * checked again, and the size and time bounded. Anything refused throws a FetchRefused.
 */
export async function safeFetch(address: string, options: SafeFetchOptions): Promise<Fetched> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const maxRedirects = options.maxRedirects ?? 3;
  let url = checkedUrl(address);
  for (let redirects = 0; ; redirects++) {
    const response = await open(url, options, signal);
    const location = response.headers.location;
    if (REDIRECTS.has(response.statusCode ?? 0) && location) {
      response.destroy();
      if (redirects >= maxRedirects) throw new FetchRefused('tooManyRedirects', `more than ${maxRedirects}`);
      url = checkedUrl(location, url);
      continue;
    }
    if (response.statusCode !== 200) {
      response.destroy();
      throw new FetchRefused('httpStatus', `HTTP ${response.statusCode} from ${url.href}`);
    }
    const body = await readBody(response, options.maxBytes, signal);
    return { url: url.href, contentType: response.headers['content-type'] ?? null, body };
  }
}

/** An http(s) URL, resolved against the page that redirected to it. */
function checkedUrl(address: string, base?: URL): URL {
  const url = URL.canParse(address, base) ? new URL(address, base) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new FetchRefused('notHttp', `not an http(s) URL: ${address.slice(0, 200)}`);
  return url;
}

function privateAllowed(url: URL, allow: SafeFetchOptions['allowPrivate']): boolean {
  return allow === true || (allow !== undefined && allow.includes(url.origin));
}

function open(url: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<IncomingMessage> {
  const allowed = privateAllowed(url, options.allowPrivate);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // An address in the URL is never looked up: it is checked here.
  if (!allowed && isIP(host) !== 0 && !isPublicAddress(host))
    return Promise.reject(new FetchRefused('privateAddress', `${host} is not a public address`));
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.get(
      url,
      {
        signal,
        agent: false,
        ...(allowed ? {} : { lookup: checkedLookup }),
        headers: { accept: options.accept ?? '*/*', 'user-agent': USER_AGENT },
      },
      resolve,
    );
    request.on('error', (error) => reject(fetchError(error, signal)));
  });
}

async function readBody(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (declared > maxBytes) {
    response.destroy();
    throw new FetchRefused('tooLarge', `${declared} bytes, more than ${maxBytes}`);
  }
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of response as AsyncIterable<Buffer>) {
      length += chunk.length;
      if (length > maxBytes) {
        response.destroy();
        throw new FetchRefused('tooLarge', `more than ${maxBytes} bytes`);
      }
      chunks.push(chunk);
    }
  } catch (error) {
    throw fetchError(error, signal);
  }
  return Buffer.concat(chunks, length);
}

/** Our own refusals as they are; the time limit as `timeout`; anything else the network's. */
function fetchError(error: unknown, signal: AbortSignal): FetchRefused {
  if (error instanceof FetchRefused) return error;
  if (signal.aborted) return new FetchRefused('timeout', 'took too long');
  const nested = error instanceof AggregateError ? error.errors.find((e) => e instanceof FetchRefused) : undefined;
  if (nested instanceof FetchRefused) return nested;
  return new FetchRefused('network', error instanceof Error ? error.message : String(error));
}
