import type { Lang } from '@immo/shared';
import type { FastifyReply } from 'fastify';
import type { Translate } from '../i18n/translator.js';
import { errorBody } from './api-error.js';
import { fieldErrors } from './field-errors.js';

/** The one answer to input that did not validate: 400 with a translated message per field. */
export function invalidInput(
  reply: FastifyReply,
  lang: Lang,
  t: Translate,
  error: { issues: Array<{ path: PropertyKey[]; message: string }> },
): FastifyReply {
  return reply.code(400).send(errorBody('invalidForm', lang, t, fieldErrors(error.issues, t)));
}
