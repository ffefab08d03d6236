import { ALL_ACCEPTED, NECESSARY_ONLY } from '@immo/shared';
import { CONSENT_STORAGE_KEY, readConsent } from './consent/consent-storage.js';
import { createConsentStore } from './consent-store.js';
import { asksForReset } from './consent/reset-param.js';

const now = new Date('2026-11-22T10:00:00.000Z');
const newStore = () => createConsentStore({ storage: localStorage, now: () => now });
const stored = () => readConsent(localStorage, now);

describe('consent store', () => {
  beforeEach(() => localStorage.clear());

  it('shows the first layer to an undecided visitor, with nothing switched on', () => {
    const store = newStore();
    expect(store.getState().view).toBe('first');
    expect(store.getState().draft).toEqual(NECESSARY_ONLY);
  });

  it('agree all stores every category and closes the dialog', () => {
    const store = newStore();
    store.getState().agreeAll();
    expect(store.getState().view).toBe('closed');
    expect(stored()).toMatchObject({ status: 'decided', choice: ALL_ACCEPTED });
  });

  it('decline all stores necessary only', () => {
    const store = newStore();
    store.getState().declineAll();
    expect(stored()).toMatchObject({ status: 'decided', choice: NECESSARY_ONLY });
  });

  it('saving choices stores exactly the categories switched on (partial consent)', () => {
    const store = newStore();
    store.getState().openSettings();
    expect(store.getState().view).toBe('settings');
    store.getState().setDraft('analytical', true);
    store.getState().setDraft('social', true);
    store.getState().setDraft('social', false);
    store.getState().saveChoices();
    expect(stored()).toMatchObject({ choice: { ...NECESSARY_ONLY, analytical: true } });
    expect(store.getState().saves).toBe(1);
  });

  it('a decided visitor sees no dialog until they reopen it, on the settings with their choice', () => {
    newStore().getState().agreeAll();
    const store = newStore();
    expect(store.getState().view).toBe('closed');
    store.getState().setDraft('marketing', false);
    store.getState().reopen();
    expect(store.getState()).toMatchObject({ view: 'settings', draft: ALL_ACCEPTED });
  });

  it('Escape declines for an undecided visitor and keeps a decided visitor’s choice', () => {
    const undecided = newStore();
    undecided.getState().openSettings();
    undecided.getState().setDraft('marketing', true);
    undecided.getState().dismiss();
    expect(stored()).toMatchObject({ choice: NECESSARY_ONLY });

    const decided = newStore();
    decided.getState().agreeAll();
    decided.getState().reopen();
    decided.getState().setDraft('analytical', false);
    decided.getState().dismiss();
    expect(decided.getState().view).toBe('closed');
    expect(stored()).toMatchObject({ choice: ALL_ACCEPTED });
  });

  it('accepting one category from a blocked embed adds it to the current choice', () => {
    const store = newStore();
    store.getState().declineAll();
    store.getState().accept('social');
    expect(stored()).toMatchObject({ choice: { ...NECESSARY_ONLY, social: true } });
    expect(store.getState().view).toBe('closed');
  });

  it('reset forgets the stored choice and asks again', () => {
    const store = newStore();
    store.getState().agreeAll();
    store.getState().reset();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull();
    expect(store.getState()).toMatchObject({ consent: { status: 'undecided' }, view: 'first', draft: NECESSARY_ONLY });
  });
});

describe('the setcookies parameter', () => {
  it('asks for a reset with or without a value, in any case, and only when present', () => {
    expect(asksForReset('?setcookies')).toBe(true);
    expect(asksForReset('?city=Gent&setcookies=1')).toBe(true);
    expect(asksForReset('?SetCookies')).toBe(true);
    expect(asksForReset('?city=setcookies')).toBe(false);
    expect(asksForReset('')).toBe(false);
  });
});
