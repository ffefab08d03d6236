import type { ConsentChoice } from '@immo/shared';

/** SPEC §9: the four Consent Mode v2 keys, and how long tags wait for the visitor's stored choice. */
export const CONSENT_MODE_KEYS = ['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage'] as const;
export const CONSENT_WAIT_FOR_UPDATE_MS = 500;

export type ConsentModeKey = (typeof CONSENT_MODE_KEYS)[number];
export type ConsentSignals = Record<ConsentModeKey, 'granted' | 'denied'>;
export type Gtag = (...args: unknown[]) => void;
export type TagWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

const DEFAULTS_SET = Symbol.for('immo.consent-mode.defaults');

/**
 * The page's `gtag`: the one the page already has (an agency's own tag), else Google's definition.
 * It must push the `arguments` object itself: gtag.js ignores commands pushed as plain arrays.
 */
export function gtagOf(win: TagWindow): Gtag {
  const dataLayer = (win.dataLayer ??= []);
  win.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  return win.gtag;
}

/** Analytics storage follows the analytical category; the three ad signals follow marketing. */
export function consentSignals(choice: ConsentChoice | null): ConsentSignals {
  const analytics = choice?.analytical ? 'granted' : 'denied';
  const ads = choice?.marketing ? 'granted' : 'denied';
  return { ad_storage: ads, ad_user_data: ads, ad_personalization: ads, analytics_storage: analytics };
}

/**
 * Everything denied until the visitor chooses, once per page and before any tag is loaded: a tag
 * loaded later reads these defaults from the data layer first.
 */
export function setConsentDefaults(win: TagWindow): void {
  const flagged = win as TagWindow & { [DEFAULTS_SET]?: true };
  if (flagged[DEFAULTS_SET]) return;
  flagged[DEFAULTS_SET] = true;
  gtagOf(win)('consent', 'default', { ...consentSignals(null), wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS });
}

/** Every choice (a stored one on arrival included) is told to the tags. */
export function updateConsentMode(win: TagWindow, choice: ConsentChoice): void {
  gtagOf(win)('consent', 'update', consentSignals(choice));
}
