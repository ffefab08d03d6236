import type { FastifyInstance } from 'fastify';

/**
 * From the moment the app starts closing (SIGTERM, main.ts), every answer ends its connection
 * (`Connection: close`). Fastify closes the connections idle at that moment, but one busy then
 * would stay open after its answer for as long as keep-alive allows (72 s), and the close would
 * wait for it; this way the close ends with the last request in flight. Returns whether the app is
 * closing, which the readiness check reports.
 */
export function drainConnectionsOnClose(app: FastifyInstance): () => boolean {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  return () => closing;
}
