import type { HttpBackendOptions } from 'i18next-http-backend';

/**
 * SPEC §9: a translation file that fails to load is retried up to 5 times, the delay starting at
 * 350 ms and doubling (350, 700, 1400, 2800, 5600 ms). i18next's own backend connector does
 * exactly this with its `maxRetries` and `retryTimeout` options (it doubles the wait after each
 * try), so no hand-written retry loop is needed.
 *
 * The connector retries only what the HTTP backend marks as retryable: no response, a network
 * error, or a 5xx status. A 4xx (e.g. 404 for a namespace that does not exist) fails at once —
 * asking again would not help.
 */
export const TRANSLATION_MAX_RETRIES = 5;
export const TRANSLATION_RETRY_DELAY_MS = 350;

/** The waits before each retry, as the connector applies them (documentation and tests). */
export function translationRetryDelays(
  retries = TRANSLATION_MAX_RETRIES,
  firstDelay = TRANSLATION_RETRY_DELAY_MS,
): number[] {
  return Array.from({ length: retries }, (_, attempt) => firstDelay * 2 ** attempt);
}

/** Where the locale files are served when the caller does not say: `/locales/{lang}/{namespace}.json`. */
export const DEFAULT_LOCALES_PATH = '/locales';

/** webpack's public path of the bundle this module is compiled into; undefined outside webpack (tests). */
declare const __webpack_public_path__: string | undefined;

/**
 * The locale files the calling app's own build serves (`locales/` beside its scripts): the shell's
 * at the site's root, a remote's under its own URL — also in a widget on an agency's page. Each app
 * compiles @immo/shared in, so this names the caller's build, never another app's.
 */
export function localesOfThisBuild(): string {
  const publicPath = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '';
  return publicPath && publicPath !== 'auto' ? `${publicPath.replace(/\/+$/, '')}/locales` : DEFAULT_LOCALES_PATH;
}

/** The transport the HTTP backend uses; tests inject a fake one. */
export type TranslationRequest = NonNullable<HttpBackendOptions['request']>;

export function httpBackendOptions(loadPath: string, request?: TranslationRequest): HttpBackendOptions {
  const base = loadPath.replace(/\/+$/, '');
  return {
    loadPath: `${base}/{{lng}}/{{ns}}.json`,
    // The backend reloads every hour by default outside a browser; a page never needs that and a
    // Node process (tests, server rendering) would keep a timer for it.
    reloadInterval: false,
    ...(request ? { request } : {}),
  };
}
