import type { ServerResponse } from 'node:http';
import type { LookupAddress } from 'node:dns';
import { checkedLookup } from '../src/import/safe-fetch/checked-lookup.js';
import { FetchRefused, type FetchFailure } from '../src/import/safe-fetch/fetch-refused.js';
import { isPublicAddress } from '../src/import/safe-fetch/public-address.js';
import { safeFetch, type SafeFetchOptions } from '../src/import/safe-fetch/safe-fetch.js';
import { localServer, type LocalServer } from './local-http-server.js';

/** Server B: a private address the fetcher must never reach (tests allow server A's origin only). */
let inside: LocalServer;
/** Server A: stands for a feed's public host; the tests allow its origin and nothing else private. */
let feedHost: LocalServer;
/** Resolves when a streamed answer ends: true if the client went away before its end. */
let streamEnded: Promise<boolean>;

beforeAll(async () => {
  inside = await localServer((_request, response) => response.end('secret'));
  feedHost = await localServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    const to = url.searchParams.get('to');
    if (url.pathname === '/redirect' && to) return response.writeHead(302, { location: to }).end();
    if (url.pathname === '/hops') return hops(response, Number(url.searchParams.get('n')));
    if (url.pathname === '/declared-large') return response.writeHead(200, { 'content-length': '5000000' }).end();
    if (url.pathname === '/endless') return (streamEnded = stream(response));
    if (url.pathname === '/silent') return; // never answers
    if (url.pathname === '/broken') return response.writeHead(500).end('oops');
    response.writeHead(200, { 'content-type': 'text/plain' }).end('hello');
  });
});
afterAll(async () => {
  await inside.close();
  await feedHost.close();
});

/** A chain of `n` redirects before the answer. */
function hops(response: ServerResponse, n: number): void {
  if (n === 0) response.end('arrived');
  else response.writeHead(302, { location: `/hops?n=${n - 1}` }).end();
}

/** 64 KiB chunks up to 20 MiB, without Content-Length, as long as the client reads. */
function stream(response: ServerResponse): Promise<boolean> {
  const chunk = Buffer.alloc(64 * 1024, 1);
  let sent = 0;
  const write = (): void => {
    while (sent < 320) {
      sent++;
      if (!response.write(chunk)) {
        response.once('drain', write);
        return;
      }
    }
    response.end();
  };
  response.on('error', () => undefined);
  const ended = new Promise<boolean>((resolve) => response.on('close', () => resolve(!response.writableFinished)));
  response.writeHead(200, { 'content-type': 'application/octet-stream' });
  write();
  return ended;
}

const options = (): SafeFetchOptions => ({ maxBytes: 256 * 1024, timeoutMs: 5000, allowPrivate: [feedHost.origin] });

async function refusal(url: string, extra: Partial<SafeFetchOptions> = {}): Promise<FetchFailure> {
  try {
    await safeFetch(url, { ...options(), ...extra });
  } catch (error) {
    if (error instanceof FetchRefused) return error.reason;
    throw error;
  }
  throw new Error(`${url} was fetched`);
}

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '2001:4860:4860::8888', '::ffff:8.8.8.8'])('allows the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ['loopback', '127.0.0.1'],
    ['loopback (IPv6)', '::1'],
    ['private', '10.1.2.3'],
    ['private', '172.16.0.1'],
    ['private', '192.168.1.1'],
    ['link-local and cloud metadata', '169.254.169.254'],
    ['link-local (IPv6)', 'fe80::1'],
    ['unique-local, the IPv6 metadata address', 'fd00:ec2::254'],
    ['multicast', '224.0.0.1'],
    ['multicast (IPv6)', 'ff02::1'],
    ['unspecified', '0.0.0.0'],
    ['unspecified (IPv6)', '::'],
    ['IPv4-mapped loopback', '::ffff:127.0.0.1'],
    ['IPv4-mapped private', '::ffff:10.0.0.1'],
    ['carrier-grade NAT', '100.64.0.1'],
    ['broadcast', '255.255.255.255'],
    ['NAT64 of a private address', '64:ff9b::a00:1'],
    ['not an address', 'localhost'],
  ])('refuses %s %s', (_kind, address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('safeFetch', () => {
  it('fetches an http URL of an allowed host', async () => {
    const fetched = await safeFetch(`${feedHost.origin}/hello`, options());
    expect(fetched.body.toString()).toBe('hello');
    expect(fetched.contentType).toBe('text/plain');
  });

  it.each([
    'file:///etc/passwd',
    'ftp://example.com/a.jpg',
    'data:image/png;base64,AAAA',
    'javascript:alert(1)',
    'not a url',
  ])('refuses %s, which is not http(s)', async (url) => {
    expect(await refusal(url)).toBe('notHttp');
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://[fd00:ec2::254]/',
    'http://10.0.0.1/',
    'http://0.0.0.0/',
  ])('refuses %s without connecting', async (url) => {
    expect(await refusal(url, { timeoutMs: 60_000 })).toBe('privateAddress');
  });

  it('refuses the loopback however it is written, and the server hears nothing', async () => {
    const port = new URL(inside.origin).port;
    for (const host of ['127.0.0.1', '[::1]', '[::ffff:127.0.0.1]', '0x7f.0.0.1', '2130706433', 'localhost']) {
      expect(await refusal(`http://${host}:${port}/`)).toBe('privateAddress');
    }
    expect(inside.requests).toEqual([]);
  });

  it('checks every address in the socket lookup itself, so the connection goes where the check looked', async () => {
    const answer = await new Promise<{ error: NodeJS.ErrnoException | null; addresses?: LookupAddress[] }>((resolve) =>
      checkedLookup('localhost', { all: true }, (error, addresses) =>
        resolve({ error, addresses: addresses as unknown as LookupAddress[] }),
      ),
    );
    expect(answer.error).toBeInstanceOf(FetchRefused);
    expect((answer.error as FetchRefused).reason).toBe('privateAddress');
  });

  it('refuses a redirect to a private address, to the metadata address or to a file', async () => {
    const via = (to: string) => `${feedHost.origin}/redirect?to=${encodeURIComponent(to)}`;
    expect(await refusal(via(`${inside.origin}/secret`))).toBe('privateAddress');
    expect(await refusal(via(`http://localhost:${new URL(inside.origin).port}/secret`))).toBe('privateAddress');
    expect(await refusal(via('http://169.254.169.254/latest/meta-data/'))).toBe('privateAddress');
    expect(await refusal(via('file:///etc/passwd'))).toBe('notHttp');
    expect(inside.requests).toEqual([]);
  });

  it('follows three redirects, not four', async () => {
    expect((await safeFetch(`${feedHost.origin}/hops?n=3`, options())).body.toString()).toBe('arrived');
    expect(await refusal(`${feedHost.origin}/hops?n=4`)).toBe('tooManyRedirects');
  });

  it('refuses a body that declares more than the limit', async () => {
    expect(await refusal(`${feedHost.origin}/declared-large`)).toBe('tooLarge');
  });

  it('aborts a download that streams past the limit', async () => {
    expect(await refusal(`${feedHost.origin}/endless`)).toBe('tooLarge');
    expect(await streamEnded).toBe(true);
  });

  it('gives up on a server that does not answer in time', async () => {
    expect(await refusal(`${feedHost.origin}/silent`, { timeoutMs: 100 })).toBe('timeout');
  });

  it('refuses an answer other than 200', async () => {
    expect(await refusal(`${feedHost.origin}/broken`)).toBe('httpStatus');
  });
});
