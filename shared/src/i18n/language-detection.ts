import type { CustomDetector, DetectorOptions } from 'i18next-browser-languagedetector';
import { isLang, type Lang } from './languages.js';

/**
 * The language a URL path explicitly asks for: its first segment when that segment IS a language
 * code (SPEC §2 "Language paths"), case-insensitively like the routing resolver.
 * `/nl/te-koop/` → 'nl'; `/for-sale/` → undefined (unlike routing's `languageFromPath`, which
 * answers the root language there — detection must then fall through to the other sources).
 *
 * Why not the detector library's own `path` detector: it hands i18next any first segment
 * ('en-vente', 'de-panne'), and i18next then matches on the part before the dash, so an
 * ordinary page slug could switch the language. SPEC requires the segment to equal the code.
 */
export function pathLanguagePrefix(pathname: string): Lang | undefined {
  const first = pathname.split('/')[1]?.toLowerCase();
  return isLang(first) ? first : undefined;
}

/** Detector name of {@link languagePathDetector} in the detection order. */
export const LANGUAGE_PATH_DETECTOR = 'languagePath';

/** Reads the language from `window.location.pathname` (nothing outside a browser). */
export const languagePathDetector: CustomDetector = {
  name: LANGUAGE_PATH_DETECTOR,
  lookup: () => (typeof window === 'undefined' ? undefined : pathLanguagePrefix(window.location.pathname)),
};

/** Where the detected language is remembered, so the next visit without a language in the URL keeps it. */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';
export const LANGUAGE_COOKIE = 'i18next';
export const LANGUAGE_QUERY_PARAMETER = 'lng';

/**
 * Options of i18next-browser-languagedetector, in the order of SPEC §7 / DESIGN §4:
 * query parameter `lng`, cookie, local storage, browser language, `<html lang>`; cached in local
 * storage. The URL's first path segment overrides them all, so it is consulted first.
 */
export function detectionOptions(): DetectorOptions {
  return {
    order: [LANGUAGE_PATH_DETECTOR, 'querystring', 'cookie', 'localStorage', 'navigator', 'htmlTag'],
    lookupQuerystring: LANGUAGE_QUERY_PARAMETER,
    lookupCookie: LANGUAGE_COOKIE,
    lookupLocalStorage: LANGUAGE_STORAGE_KEY,
    caches: ['localStorage'],
    excludeCacheFor: ['cimode'],
  };
}
