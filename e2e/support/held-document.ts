import { once } from 'node:events';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import type { AddressInfo } from 'node:net';

export type HeldDocument = {
  /** `http://localhost:{port}`: the site, through the proxy. */
  origin: string;
  /** Resolves once the browser has been sent the page up to the cut and the rest is held; rejects when the page has no cut or the site failed. */
  held: Promise<void>;
  /** Sends the rest of the page. */
  release(): void;
  close(): Promise<void>;
};

function forward(site: URL, incoming: IncomingMessage, headers: Record<string, string> = {}) {
  return request(new URL(incoming.url ?? '/', site), {
    method: incoming.method,
    headers: { ...incoming.headers, host: site.host, ...headers },
  });
}

function pipeThrough(site: URL, incoming: IncomingMessage, answer: ServerResponse) {
  const upstream = forward(site, incoming);
  // A request cut short (the page closed, the proxy closing) ends its answer, not the test's worker.
  upstream.on('error', (error) => answer.destroy(error));
  upstream.on('response', (response) => {
    answer.writeHead(response.statusCode ?? 502, response.headers);
    pipeline(response, answer, () => {});
  });
  pipeline(incoming, upstream, () => {});
}

/**
 * The site behind a proxy that sends the page at `path` in two parts: up to (and without) the first
 * `cut` in its markup, then, on release(), the rest — as a network that stalls mid-page delivers it,
 * and as a busy browser's parser, which yields where its time runs out, reads it. Every other request
 * passes through unchanged.
 */
export async function holdDocument(siteOrigin: string, path: string, cut: string): Promise<HeldDocument> {
  const site = new URL(siteOrigin);
  let sent: () => void = () => {};
  let failed: (error: Error) => void = () => {};
  const held = new Promise<void>((resolve, reject) => {
    sent = resolve;
    failed = reject;
  });
  // Seen by whoever awaits it; no unhandled rejection besides.
  held.catch(() => {});
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));

  async function answerHeld(response: IncomingMessage, answer: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    const page = Buffer.concat(chunks).toString('utf8');
    const at = page.indexOf(cut);
    if (at === -1) throw new Error(`held document: "${cut}" is not in ${path}`);
    const { 'content-length': _length, ...headers } = response.headers;
    answer.writeHead(response.statusCode ?? 502, headers);
    answer.write(page.slice(0, at), () => sent());
    await released;
    answer.end(page.slice(at));
  }

  const server = createServer((incoming, answer) => {
    if (incoming.url !== path) return pipeThrough(site, incoming, answer);
    // Plain text, to cut it where the markup says.
    const upstream = forward(site, incoming, { 'accept-encoding': 'identity' });
    const fail = (error: Error) => {
      failed(error);
      if (answer.headersSent) answer.destroy(error);
      else answer.writeHead(502).end(error.message);
    };
    upstream.on('error', fail);
    upstream.on('response', (response) => answerHeld(response, answer).catch(fail));
    pipeline(incoming, upstream, () => {});
  });
  server.listen(0, 'localhost');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    held,
    release: () => release(),
    close: async () => {
      release();
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
