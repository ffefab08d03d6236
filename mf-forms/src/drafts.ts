import { DRAFT_PREFIX as PREFIX } from '@immo/shared/remote';

/**
 * What a visitor typed, kept in the tab (sessionStorage) until the request succeeds: it survives a
 * reload, a language switch, a failed request and being offline. Never the captcha or a password.
 * Under @immo/shared's prefix: the shell loads a form waiting for a touch at once in a tab holding one
 * (`keepsVisitorData`).
 */
const NEVER_KEPT = new Set(['altcha', 'website', 'password', 'passwordConfirmation']);

export type Draft = Record<string, unknown>;

export function readDraft(key: string): Draft | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(PREFIX + key) ?? 'null');
    return stored && typeof stored === 'object' && !Array.isArray(stored) ? (stored as Draft) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, values: Draft): void {
  const kept = Object.fromEntries(Object.entries(values).filter(([name]) => !NEVER_KEPT.has(name)));
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(kept));
  } catch {
    // Storage full or refused (private mode): the form still works, only the safety net is gone.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // As above.
  }
}
