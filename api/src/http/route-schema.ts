import { ApiErrorBodySchema, LangSchema, type ApiErrorCode } from '@immo/shared';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';

/** Classic zod or zod/mini (the owner forms' schemas): the type provider and the compilers take either. */
type ZodSchema = z.core.$ZodType;
/** An answer that is not JSON (an HTML page, a picture): its schema per content type, and what it is. */
export type ContentAnswer = { description: string; content: Record<string, { schema: ZodSchema }> };
type AnswerCode = Exclude<ApiErrorCode, 'network'>;

/** A route's contract: its inputs and answers as zod schemas (the type provider infers from them). */
export type RouteContract = {
  tags: readonly [RouteTag, ...RouteTag[]];
  summary: string;
  description?: string;
  params?: ZodSchema;
  querystring?: ZodSchema;
  body?: ZodSchema;
  headers?: ZodSchema;
  /** Each success (and 304, 301…) answer: a zod schema, described by `.describe()`, or a ContentAnswer. */
  response: Record<number, ZodSchema | ContentAnswer>;
  /** The error codes (SPEC §8) each status may answer, beyond what every route of its kind answers. */
  errors?: Partial<Record<number, readonly AnswerCode[]>>;
  /** The route has a rate limit (config.rateLimit): it may answer 429. */
  rateLimited?: boolean;
};

/** The groups of /api/docs. */
export const ROUTE_TAGS = {
  catalogue: 'The published catalogue: properties, lists, projects, the site configuration.',
  leads: "A visitor's requests (the forms), the captcha's challenge, the links mailed to confirm.",
  alerts: 'Search alerts: "e-mail me new properties like these".',
  owner: "The owner portal: login, password, the owner's properties and their figures.",
  import: "The agency's software pushing catalogue changes (signed).",
  media: 'Pictures in the widths the site shows.',
  site: 'What the site shell asks besides the catalogue.',
  health: 'Liveness and readiness for a load balancer or a monitor.',
} as const;
export type RouteTag = keyof typeof ROUTE_TAGS;

/** `?lang=`: the language of the answer's texts (else Accept-Language, else Dutch). */
export const LangQuerySchema = z.object({
  lang: LangSchema.optional().describe("The answer's language; else the best of Accept-Language."),
});

/** The 304 of an answer the client has (If-None-Match): no body. */
export const NotModifiedSchema = z.null().describe('Not modified: the ETag in If-None-Match is current.');

/** An error answer that may carry only the given codes; documented as such. */
export function errorAnswer(codes: readonly AnswerCode[]): ZodSchema {
  const unique = [...new Set(codes)] as [AnswerCode, ...AnswerCode[]];
  return ApiErrorBodySchema.extend({ error: z.enum(unique) }).describe(unique.join(', '));
}

/**
 * The status a malformed path parameter answers, per route schema: an address naming nothing
 * (`/api/properties/abc`) is a 404 like an id that names nothing, with the route's own 404 code.
 */
const notFoundCodes = new WeakMap<object, AnswerCode>();

export function notFoundCodeOf(schema: unknown): AnswerCode | undefined {
  return typeof schema === 'object' && schema !== null ? notFoundCodes.get(schema) : undefined;
}

/**
 * A route's Fastify schema from its contract, with the answers every route of its kind may give:
 * 400 for input that does not validate (invalidForm for a body, invalidRequest otherwise), 413 for
 * a body over the limit, 429 when rate limited, 500 for what went wrong on our side.
 */
export function routeSchema<C extends RouteContract>(
  contract: C,
): FastifySchema &
  Omit<C, 'errors' | 'rateLimited'> & { response: C['response'] & Record<number, ZodSchema | ContentAnswer> } {
  const { errors = {}, rateLimited = false, response, ...rest } = contract;
  const codes = new Map<number, AnswerCode[]>();
  const add = (status: number, ...more: AnswerCode[]) => codes.set(status, [...(codes.get(status) ?? []), ...more]);
  for (const [status, list] of Object.entries(errors)) add(Number(status), ...(list ?? []));
  if (contract.body) add(400, 'invalidForm');
  if (contract.body) add(413, 'payloadTooLarge');
  if (contract.params || contract.querystring || contract.headers) add(400, 'invalidRequest');
  if (rateLimited) add(429, 'tooManyRequests');
  add(500, 'apiError');
  const answers: Record<number, ZodSchema | ContentAnswer> = { ...response };
  for (const [status, list] of codes) answers[status] = errorAnswer(list);
  const schema = { ...rest, response: answers };
  const notFound = codes.get(404)?.[0];
  if (contract.params && notFound) notFoundCodes.set(schema, notFound);
  return schema as never;
}
