import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { BaseLogger } from 'pino';
import { loggableUrl } from './safe-url.js';

/**
 * One line per request, written when the answer is sent (status and time known): Fastify's default
 * writes two, the first before anything is known. Its 'route not found' line, which carries the raw
 * URL, goes: the request's line says 404.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** What a request line says of the request: no headers (cookies, authorization), no secret in the query. */
function requestSerializer(request: FastifyRequest) {
  return { method: request.method, url: loggableUrl(request.url), remoteAddress: request.ip };
}

/** Where log lines go (pino writes one JSON line per call). */
export type LogStream = { write: (line: string) => void };

/** What a service logs with: the app's logger (Fastify's is pino's), without knowing HTTP. */
export type ServiceLog = Pick<BaseLogger, 'error' | 'warn' | 'info' | 'debug'>;

/** Should a handler log headers after all, their secrets still stay out. */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'headers.cookie',
  'headers.authorization',
  'res.headers["set-cookie"]',
];

/**
 * The server's pino options: JSON lines on stdout (or `stream`, which tests read), one per request at
 * info. Rotation is the platform's job (README "Logs").
 */
export function loggerOptions(
  level: string,
  stream?: LogStream,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  return {
    logger: {
      level,
      serializers: { req: requestSerializer },
      redact: { paths: REDACT, censor: '[redacted]' },
      ...(stream ? { stream } : {}),
    },
    logController: new OneLinePerRequest(),
  };
}
