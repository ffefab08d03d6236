import { connect } from 'node:net';
import type { App } from '../src/app.js';

export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/** The app listening on a free port of 127.0.0.1, for what only a real socket shows (inject has none). */
export async function listening(app: App): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on a port');
  return address.port;
}

/**
 * Opens a connection of its own, writes `request` (a whole request, or the start of one that never
 * ends) and resolves, once the server has closed the connection, with all the server wrote on it.
 */
export function exchange(port: number, request: string): Promise<string> {
  return new Promise((resolve) => {
    let received = '';
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    // A server that closes with bytes of ours unread resets the connection: what it wrote came first.
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(received));
  });
}

/** The status, headers (lower-case names) and body of the one answer in `text`; null when there is none. */
export function parseAnswer(text: string): RawAnswer | null {
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const status = Number(/^HTTP\/1\.1 (\d{3}) /.exec(statusLine)?.[1]);
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  return { status, headers, body: text.slice(end + 4) };
}
