/** Public API of the translations: the language list, the namespaces and the one i18next factory. */
export { LANGUAGES, DEFAULT_LANGUAGE, isLang, type Lang } from './languages.js';
export { NAMESPACES, type Namespace } from './namespaces.js';
export { createI18n, createPreloadedI18n, baseInitOptions, type CreateI18nOptions } from './create-i18n.js';
export { keptForTexts } from './kept-for-texts.js';
export {
  detectionOptions,
  pathLanguagePrefix,
  languagePathDetector,
  LANGUAGE_PATH_DETECTOR,
  LANGUAGE_COOKIE,
  LANGUAGE_QUERY_PARAMETER,
  LANGUAGE_STORAGE_KEY,
} from './language-detection.js';
export {
  DEFAULT_LOCALES_PATH,
  localesOfThisBuild,
  TRANSLATION_MAX_RETRIES,
  TRANSLATION_RETRY_DELAY_MS,
  httpBackendOptions,
  translationRetryDelays,
  type TranslationRequest,
} from './translation-loading.js';
export {
  trackLoadFailures,
  translationLoadStatus,
  type LoadFailureListener,
  type TranslationLoadStatus,
} from './load-status.js';
