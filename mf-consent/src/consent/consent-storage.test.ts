import { ALL_ACCEPTED, NECESSARY_ONLY } from '@immo/shared';
import {
  CONSENT_MAX_AGE_MS,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  clearConsent,
  readConsent,
  writeConsent,
} from './consent-storage.js';

const now = new Date('2026-11-22T10:00:00.000Z');

describe('consent storage', () => {
  beforeEach(() => localStorage.clear());

  it('is undecided when nothing is stored', () => {
    expect(readConsent(localStorage, now)).toEqual({ status: 'undecided' });
  });

  it('stores the choice with its version and the time it was made, and reads it back', () => {
    const partial = { ...NECESSARY_ONLY, analytical: true };
    const written = writeConsent(localStorage, partial, now);
    expect(written).toEqual({
      status: 'decided',
      choice: partial,
      version: CONSENT_VERSION,
      decidedAt: now.toISOString(),
    });
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '')).toEqual({
      version: CONSENT_VERSION,
      decidedAt: '2026-11-22T10:00:00.000Z',
      choice: partial,
    });
    expect(readConsent(localStorage, now)).toEqual(written);
  });

  it('asks again for a choice of another version, an expired one, or one it cannot read', () => {
    const stored = (value: unknown) => localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(value));
    stored({ version: CONSENT_VERSION + 1, decidedAt: now.toISOString(), choice: ALL_ACCEPTED });
    expect(readConsent(localStorage, now).status).toBe('undecided');
    writeConsent(localStorage, ALL_ACCEPTED, new Date(now.getTime() - CONSENT_MAX_AGE_MS - 1));
    expect(readConsent(localStorage, now).status).toBe('undecided');
    writeConsent(localStorage, ALL_ACCEPTED, new Date(now.getTime() - CONSENT_MAX_AGE_MS + 1000));
    expect(readConsent(localStorage, now).status).toBe('decided');
    stored({ version: CONSENT_VERSION, decidedAt: now.toISOString(), choice: { analytical: 'yes' } });
    expect(readConsent(localStorage, now).status).toBe('undecided');
    localStorage.setItem(CONSENT_STORAGE_KEY, '{not json');
    expect(readConsent(localStorage, now).status).toBe('undecided');
  });

  it('keeps necessary on whatever was stored', () => {
    localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        version: CONSENT_VERSION,
        decidedAt: now.toISOString(),
        choice: { ...NECESSARY_ONLY, necessary: false },
      }),
    );
    const state = readConsent(localStorage, now);
    expect(state.status === 'decided' && state.choice.necessary).toBe(true);
  });

  it('forgets the choice', () => {
    writeConsent(localStorage, ALL_ACCEPTED, now);
    clearConsent(localStorage);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
  });

  it('works without storage: nothing is read, the choice still holds for the page', () => {
    const blocked = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    expect(readConsent(blocked, now)).toEqual({ status: 'undecided' });
    expect(writeConsent(blocked, ALL_ACCEPTED, now).status).toBe('decided');
    expect(() => clearConsent(blocked)).not.toThrow();
  });
});
