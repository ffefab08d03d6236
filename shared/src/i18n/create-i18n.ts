import i18next, { type i18n, type InitOptions, type ResourceLanguage } from 'i18next';
import { LazyHttpBackend } from './lazy-http-backend.js';
import { DEFAULT_LANGUAGE, LANGUAGES, type Lang } from './languages.js';
import { detectionOptions, languagePathDetector } from './language-detection.js';
import {
  DEFAULT_LOCALES_PATH,
  TRANSLATION_MAX_RETRIES,
  TRANSLATION_RETRY_DELAY_MS,
  httpBackendOptions,
  type TranslationRequest,
} from './translation-loading.js';
import { trackLoadFailures, type LoadFailureListener } from './load-status.js';

export interface CreateI18nOptions {
  /**
   * The language to show. The shell resolves it from the URL and passes it to every remote as a
   * mount prop; when given, no detection runs (the shell owns the URL, DESIGN §4).
   */
  lang?: Lang;
  /** The namespaces this instance renders; the first one is the default for `t()`. */
  namespaces: readonly string[];
  /** Base URL of the locale files: `{loadPath}/{lang}/{namespace}.json`. Default `/locales`. */
  loadPath?: string;
  /** Translations already at hand (tests, the API, server rendering): no HTTP backend is used. */
  resources?: Partial<Record<Lang, ResourceLanguage>>;
  /**
   * Translations the page brought with it (a server-rendered page's payload), for
   * createPreloadedI18n: used at once, so the first render equals the server's; what they lack
   * (another language, another namespace) still loads from `loadPath`.
   */
  preloaded?: Partial<Record<Lang, ResourceLanguage>>;
  /**
   * Detect the language in the browser (SPEC §7): URL path segment, `lng` query, cookie,
   * localStorage, browser language, `<html lang>`. Default on; ignored when `lang` is given.
   */
  detect?: boolean;
  /** Used when nothing is detected and for a key a loaded file lacks. Default 'en' (configurable, SPEC §1). */
  fallbackLang?: Lang;
  /** Replaces the HTTP backend's fetch; tests pass a fake. */
  request?: TranslationRequest;
  /** Called per language and namespace that still failed after every retry. */
  onLoadFailed?: LoadFailureListener;
}

/** The i18next options every instance shares; exported so tests and tools can assert on them. */
export function baseInitOptions(fallbackLang: Lang = DEFAULT_LANGUAGE): InitOptions {
  return {
    supportedLngs: [...LANGUAGES],
    fallbackLng: fallbackLang,
    // 'nl-BE' from the browser resolves to 'nl'; only language-level files exist.
    load: 'languageOnly',
    // React escapes; escaping here too would show '&amp;' to visitors.
    interpolation: { escapeValue: false },
    returnNull: false,
    maxRetries: TRANSLATION_MAX_RETRIES,
    retryTimeout: TRANSLATION_RETRY_DELAY_MS,
  };
}

/**
 * An instance started from texts at hand, ready when this returns: a server-rendered slot's first
 * render in the browser must equal the server's, with no wait for a file. What `preloaded` lacks
 * (another language, another namespace) still loads from `loadPath`.
 */
export function createPreloadedI18n(
  options: Required<Pick<CreateI18nOptions, 'lang' | 'namespaces' | 'preloaded'>> &
    Pick<CreateI18nOptions, 'loadPath' | 'request'>,
): i18n {
  const instance = i18next.createInstance();
  instance.use(LazyHttpBackend);
  void instance.init({
    ...baseInitOptions(),
    ns: [...options.namespaces],
    ...(options.namespaces[0] ? { defaultNS: options.namespaces[0] } : {}),
    lng: options.lang,
    resources: options.preloaded,
    partialBundledLanguages: true,
    // Every language is complete (scripts/translations.test.ts): no fallback files to fetch.
    fallbackLng: false,
    initAsync: false,
    backend: httpBackendOptions(options.loadPath ?? DEFAULT_LOCALES_PATH, options.request),
  });
  return instance;
}

/**
 * The one i18next factory of the site. Every call returns a NEW instance (never the global
 * `i18next`), so remotes on one page cannot change each other's language or namespaces.
 *
 * Resolves when the files are loaded — or, for a file that kept failing after the retries, with
 * the fallback language's text (or the key) in its place: a missing translation file must not stop
 * a remote from rendering. Use `onLoadFailed` / `translationLoadStatus` to know about failures.
 */
export async function createI18n(options: CreateI18nOptions): Promise<i18n> {
  const fallbackLang = options.fallbackLang ?? DEFAULT_LANGUAGE;
  // An explicit language always wins: the shell has already read the URL.
  const detect = options.lang === undefined && (options.detect ?? true);
  const instance = i18next.createInstance();

  if (!options.resources) {
    instance.use(LazyHttpBackend);
  }
  if (detect) {
    // Loaded only when detection runs: remotes always get the language from the shell or their
    // element, and need not carry the detector (~2 KB gzip each).
    const { default: LanguageDetector } = await import('i18next-browser-languagedetector');
    const detector = new LanguageDetector();
    detector.addDetector(languagePathDetector);
    instance.use(detector);
  }
  trackLoadFailures(instance, options.onLoadFailed);

  const init: InitOptions = {
    ...baseInitOptions(fallbackLang),
    ns: [...options.namespaces],
    ...(options.namespaces[0] ? { defaultNS: options.namespaces[0] } : {}),
    ...(detect ? {} : { lng: options.lang ?? fallbackLang }),
    ...(detect ? { detection: detectionOptions() } : {}),
    ...(options.resources
      ? { resources: options.resources }
      : { backend: httpBackendOptions(options.loadPath ?? DEFAULT_LOCALES_PATH, options.request) }),
  };

  // Load failures arrive through `failedLoading` (tracked above), not as a rejection.
  await new Promise<void>((resolve) => {
    void instance.init(init, () => resolve());
  });
  return instance;
}
