import { z } from 'zod';
import { API_ERROR_CODES, type ApiErrorCode } from '../api-client/api-error.js';
import { LANGUAGES } from '../i18n/languages.js';

/** A field that did not validate: its translation key and the text in the request's language. */
export const FieldErrorSchema = z.object({
  key: z.string().describe('The translation key of the message, e.g. validation:required.email.'),
  message: z.string().describe("The message in the request's language."),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** What the API answers on an error: safe to show — a code, texts, never a stack or an internal id. */
export const ApiErrorBodySchema = z
  .object({
    error: z.enum(API_ERROR_CODES.filter((code) => code !== 'network')).describe('What went wrong (SPEC §8).'),
    title: z.string().describe("A title to show, in the request's language."),
    message: z.string().describe("The message to show, in the request's language."),
    lang: z.enum(LANGUAGES).describe('The language of the texts.'),
    fields: z
      .record(z.string(), FieldErrorSchema)
      .optional()
      .describe('Each field that did not validate (a dotted path, or _ for the whole input), with its message.'),
  })
  .meta({ id: 'ApiError' });
export type ApiErrorBody = Omit<z.infer<typeof ApiErrorBodySchema>, 'error'> & { error: ApiErrorCode };
