import type { ApiErrorCode, Lang } from '@immo/shared';
import type { FastifyReply } from 'fastify';
import type { Translate } from '../i18n/translator.js';
import { errorBody } from './api-error.js';
import { fieldErrors } from './field-errors.js';

/** The part of a request that carried the refused input, as Fastify names it. */
export type InputPart = 'body' | 'querystring' | 'params' | 'headers';

/**
 * What a refused input is called, as route-schema.ts declares it: a body is a form the visitor sent
 * ("your data was not sent"); a query, an address or a header is a request for data, which sent
 * nothing of theirs.
 */
export function invalidInputCode(part: InputPart | undefined): Extract<ApiErrorCode, 'invalidForm' | 'invalidRequest'> {
  return part === 'body' ? 'invalidForm' : 'invalidRequest';
}

/** The one answer to input that did not validate: 400 with a translated message per field. */
export function invalidInput(
  reply: FastifyReply,
  lang: Lang,
  t: Translate,
  error: { issues: Array<{ path: PropertyKey[]; message: string }> },
  part: InputPart | undefined,
): FastifyReply {
  return reply.code(400).send(errorBody(invalidInputCode(part), lang, t, fieldErrors(error.issues, t)));
}
