import {
  CONSENT_CATEGORIES,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  type ConsentChoice,
  type ConsentState,
} from '@immo/shared';

export { CONSENT_STORAGE_KEY, CONSENT_VERSION };

/** The cookie policy promises to ask again after 6 months. */
export const CONSENT_MAX_AGE_MS = 183 * 24 * 60 * 60 * 1000;

type StoredConsent = { version: number; decidedAt: string; choice: Record<string, unknown> };

function isStoredConsent(value: unknown): value is StoredConsent {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<StoredConsent>;
  return (
    typeof candidate.version === 'number' &&
    typeof candidate.decidedAt === 'string' &&
    !!candidate.choice &&
    typeof candidate.choice === 'object'
  );
}

/** Only known categories, each a boolean; necessary is always on whatever was stored. */
function choiceFrom(stored: Record<string, unknown>): ConsentChoice | null {
  const choice = { necessary: true } as ConsentChoice;
  for (const category of CONSENT_CATEGORIES) {
    if (category === 'necessary') continue;
    const value = stored[category];
    if (typeof value !== 'boolean') return null;
    choice[category] = value;
  }
  return choice;
}

/**
 * The visitor's stored choice, or undecided when there is none, it is unreadable, of another
 * version or older than the maximum age. Storage that throws (blocked by the browser) counts as
 * nothing stored: the visitor is asked, and their answer holds for the page.
 */
export function readConsent(storage: Storage | null, now: Date): ConsentState {
  let raw: string | null;
  try {
    raw = storage?.getItem(CONSENT_STORAGE_KEY) ?? null;
  } catch {
    return { status: 'undecided' };
  }
  if (!raw) return { status: 'undecided' };
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return { status: 'undecided' };
  }
  if (!isStoredConsent(stored) || stored.version !== CONSENT_VERSION) return { status: 'undecided' };
  const decidedAt = Date.parse(stored.decidedAt);
  if (Number.isNaN(decidedAt) || now.getTime() - decidedAt > CONSENT_MAX_AGE_MS || decidedAt > now.getTime())
    return { status: 'undecided' };
  const choice = choiceFrom(stored.choice);
  if (!choice) return { status: 'undecided' };
  return { status: 'decided', choice, version: stored.version, decidedAt: stored.decidedAt };
}

/** Stores a choice with the current version and the time it was made; returns the decided state. */
export function writeConsent(storage: Storage | null, choice: ConsentChoice, now: Date): ConsentState {
  const state: ConsentState = {
    status: 'decided',
    choice: { ...choice, necessary: true },
    version: CONSENT_VERSION,
    decidedAt: now.toISOString(),
  };
  try {
    storage?.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: state.version, decidedAt: state.decidedAt, choice: state.choice }),
    );
  } catch {
    // Storage refused (private mode, quota): the choice still holds for this page.
  }
  return state;
}

/** Forgets the stored choice (`?setcookies`): the visitor is asked again. */
export function clearConsent(storage: Storage | null): void {
  try {
    storage?.removeItem(CONSENT_STORAGE_KEY);
  } catch {
    // Nothing could be stored either.
  }
}

/** The page's storage, or null where reading it throws (some browsers with storage blocked). */
export function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
