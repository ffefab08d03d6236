import type { ApiErrorCode, Lang } from '@immo/shared';
import type { FastifyReply } from 'fastify';
import type { Translate } from '../i18n/translator.js';
import { errorBody } from './api-error.js';
import { fieldErrors } from './field-errors.js';

/**
 * What a refused input is called: a form the visitor sent ("your data was not sent") or a request
 * for data (a query, an address), which sent nothing of theirs.
 */
export function invalidInputCode(method: string): Extract<ApiErrorCode, 'invalidForm' | 'invalidRequest'> {
  return method === 'GET' || method === 'HEAD' ? 'invalidRequest' : 'invalidForm';
}

/** The one answer to input that did not validate: 400 with a translated message per field. */
export function invalidInput(
  reply: FastifyReply,
  lang: Lang,
  t: Translate,
  error: { issues: Array<{ path: PropertyKey[]; message: string }> },
  code = invalidInputCode(reply.request.method),
): FastifyReply {
  return reply.code(400).send(errorBody(code, lang, t, fieldErrors(error.issues, t)));
}
