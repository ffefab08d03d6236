import type { ApiErrorBody, ApiErrorCode, Lang } from '@immo/shared';
import type { Translate } from '../i18n/translator.js';

export function errorBody(code: ApiErrorCode, lang: Lang, t: Translate, fields?: ApiErrorBody['fields']): ApiErrorBody {
  return {
    error: code,
    title: t(`errors:${code}.title`),
    message: t(`errors:${code}.text`),
    lang,
    ...(fields ? { fields } : {}),
  };
}
