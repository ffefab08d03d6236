import { ALL_ACCEPTED, NECESSARY_ONLY } from '@immo/shared';
import {
  CONSENT_WAIT_FOR_UPDATE_MS,
  consentSignals,
  gtagOf,
  setConsentDefaults,
  updateConsentMode,
  type TagWindow,
} from './consent-mode.js';

/** A fresh stand-in window: the data layer is what gtag.js reads. */
const freshWindow = () => ({}) as TagWindow;
/** The data layer's commands as plain arrays (gtag pushes `arguments` objects). */
const commands = (win: TagWindow) => (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

describe('Google Consent Mode v2', () => {
  it('sets every key denied by default with a 500 ms wait for the stored choice, once per page', () => {
    const win = freshWindow();
    setConsentDefaults(win);
    setConsentDefaults(win);
    expect(CONSENT_WAIT_FOR_UPDATE_MS).toBe(500);
    expect(commands(win)).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          wait_for_update: 500,
        },
      ],
    ]);
  });

  it('pushes arguments objects, as gtag.js expects, and keeps a gtag the page already has', () => {
    const win = freshWindow();
    gtagOf(win)('event', 'x');
    expect(Object.prototype.toString.call(win.dataLayer?.[0])).toBe('[object Arguments]');
    const own = jest.fn();
    const page = { gtag: own } as unknown as TagWindow;
    updateConsentMode(page, ALL_ACCEPTED);
    expect(own).toHaveBeenCalledWith('consent', 'update', consentSignals(ALL_ACCEPTED));
  });

  it('maps analytical to analytics storage and marketing to the three ad signals', () => {
    expect(consentSignals({ ...NECESSARY_ONLY, analytical: true })).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'granted',
    });
    expect(consentSignals({ ...NECESSARY_ONLY, marketing: true, social: true, unclassified: true })).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'denied',
    });
    expect(consentSignals(ALL_ACCEPTED)).toEqual({
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      analytics_storage: 'granted',
    });
  });

  it('sends an update on every choice', () => {
    const win = freshWindow();
    setConsentDefaults(win);
    updateConsentMode(win, NECESSARY_ONLY);
    updateConsentMode(win, ALL_ACCEPTED);
    expect(commands(win).slice(1)).toEqual([
      ['consent', 'update', consentSignals(NECESSARY_ONLY)],
      ['consent', 'update', consentSignals(ALL_ACCEPTED)],
    ]);
  });
});
