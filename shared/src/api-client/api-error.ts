import type { ApiErrorBody, FieldError } from '../api-contract/error-answer.js';

/**
 * The error codes of the site API, each a key of the `errors` namespace (SPEC §8), plus
 * `network` for a request that never got an answer.
 */
export const API_ERROR_CODES = [
  'apiError',
  'invalidForm',
  /** A query or address that did not validate (not a form the visitor sent). */
  'invalidRequest',
  'propertyNotFound',
  /** A visit, appointment, offer or rental application about a property sold or rented since (closedForm). */
  'propertySold',
  'propertyRented',
  'pageNotFound',
  'mailNotSent',
  'loginFailed',
  'tooManyRequests',
  'captchaInvalid',
  'appointmentsFull',
  /** A visitor with as many open bookings as one may have (api/src/leads/appointment-holds.ts). */
  'tooManyAppointments',
  'documentAlreadyRequested',
  'forbidden',
  'payloadTooLarge',
  'sessionExpired',
  'csrfInvalid',
  'resetTokenInvalid',
  /** A mailed confirmation link that is unknown, expired or already used. */
  'confirmationInvalid',
  'network',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

// The body's schema is in api-contract/: this module is in every remote's bundle, zod is not.
export type { ApiErrorBody, FieldError } from '../api-contract/error-answer.js';

/** An API error as the client throws it; `body` holds the translated texts when the API answered. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    readonly body: ApiErrorBody | null,
  ) {
    super(body?.message ?? code);
    this.name = 'ApiError';
  }

  /** The translated message of each field that did not validate. */
  get fields(): Record<string, FieldError> {
    return this.body?.fields ?? {};
  }
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiErrorBody).error === 'string' &&
    (API_ERROR_CODES as readonly string[]).includes((value as ApiErrorBody).error)
  );
}
