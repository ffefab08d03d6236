import type { Lang } from '@immo/shared';
import type { Translate } from '../i18n/translator.js';

/**
 * The error codes of the API, each a key of the `errors` namespace (SPEC §8). A body is
 * safe to show: a code, a translated title and text, never a stack or an internal id.
 */
export type ApiErrorCode =
  | 'apiError'
  | 'invalidForm'
  | 'propertyNotFound'
  | 'pageNotFound'
  | 'mailNotSent'
  | 'loginFailed'
  | 'tooManyRequests'
  | 'captchaInvalid'
  | 'appointmentsFull'
  | 'documentAlreadyRequested'
  | 'forbidden'
  | 'payloadTooLarge'
  | 'sessionExpired'
  | 'csrfInvalid'
  | 'resetTokenInvalid';

export type ApiErrorBody = {
  error: ApiErrorCode;
  title: string;
  message: string;
  lang: Lang;
  /** Field → { key, message } for a form that did not validate. */
  fields?: Record<string, { key: string; message: string }>;
};

export function errorBody(code: ApiErrorCode, lang: Lang, t: Translate, fields?: ApiErrorBody['fields']): ApiErrorBody {
  return {
    error: code,
    title: t(`errors:${code}.title`),
    message: t(`errors:${code}.text`),
    lang,
    ...(fields ? { fields } : {}),
  };
}
