import { ALL_ACCEPTED, NECESSARY_ONLY, emit, on, type ConsentState } from '@immo/shared';
import type { PageTags } from '../tags/page-tags.js';
import { connectConsent } from './consent-effects.js';
import { createConsentStore } from '../consent-store.js';

function fakeTags(): PageTags & { choices: unknown[]; views: number } {
  const tags = {
    choices: [] as unknown[],
    views: 0,
    configure: () => {},
    consentChanged: (choice: unknown) => void tags.choices.push(choice),
    pageView: () => void (tags.views += 1),
  };
  return tags;
}

describe('what follows the consent store', () => {
  beforeEach(() => localStorage.clear());

  it('broadcasts the state on start and on every choice, and tells the tags each choice', () => {
    const seen: ConsentState[] = [];
    const off = on('consent-changed', (state) => seen.push(state));
    const store = createConsentStore({ storage: localStorage });
    const tags = fakeTags();
    const disconnect = connectConsent(store, tags);
    store.getState().declineAll();
    store.getState().accept('social');
    disconnect();
    off();
    expect(seen.map((state) => (state.status === 'decided' ? state.choice : 'undecided'))).toEqual([
      'undecided',
      NECESSARY_ONLY,
      { ...NECESSARY_ONLY, social: true },
    ]);
    expect(tags.choices).toEqual([NECESSARY_ONLY, { ...NECESSARY_ONLY, social: true }]);
  });

  it('tells the tags a stored choice at once', () => {
    createConsentStore({ storage: localStorage }).getState().agreeAll();
    const tags = fakeTags();
    connectConsent(createConsentStore({ storage: localStorage }), tags)();
    expect(tags.choices).toEqual([ALL_ACCEPTED]);
  });

  it('reopens on the footer’s request and accepts a category on a blocked embed’s request', () => {
    const store = createConsentStore({ storage: localStorage });
    const disconnect = connectConsent(store, fakeTags());
    store.getState().declineAll();
    emit('open-cookie-settings', null);
    expect(store.getState().view).toBe('settings');
    store.getState().dismiss();
    emit('open-cookie-settings', { accept: 'social' });
    expect(store.getState()).toMatchObject({ view: 'closed', consent: { choice: { social: true, marketing: false } } });
    disconnect();
    emit('open-cookie-settings', null);
    expect(store.getState().view).toBe('closed');
  });

  it('opens the settings the visitor asked for before its code came, and only once', () => {
    createConsentStore({ storage: localStorage }).getState().declineAll();
    emit('open-cookie-settings', null);
    const store = createConsentStore({ storage: localStorage });
    const disconnect = connectConsent(store, fakeTags());
    expect(store.getState().view).toBe('settings');
    store.getState().dismiss();
    disconnect();
    const again = createConsentStore({ storage: localStorage });
    connectConsent(again, fakeTags())();
    expect(again.getState().view).toBe('closed');
  });

  it('the footer’s plain DOM event reaches it too', () => {
    const store = createConsentStore({ storage: localStorage });
    const disconnect = connectConsent(store, fakeTags());
    store.getState().agreeAll();
    window.dispatchEvent(new CustomEvent('immo:open-cookie-settings'));
    expect(store.getState().view).toBe('settings');
    disconnect();
  });

  it('counts a page view on every single-spa route change and history move', () => {
    const tags = fakeTags();
    const disconnect = connectConsent(createConsentStore({ storage: localStorage }), tags);
    window.dispatchEvent(new Event('single-spa:routing-event'));
    window.dispatchEvent(new PopStateEvent('popstate'));
    disconnect();
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(tags.views).toBe(2);
  });

  it('forgets the choice and asks again when a navigation inside the site lands on ?setcookies', () => {
    const store = createConsentStore({ storage: localStorage });
    store.getState().declineAll();
    const disconnect = connectConsent(store, fakeTags());
    window.history.pushState(null, '', '/cookie-policy/?setcookies');
    window.dispatchEvent(new Event('single-spa:routing-event'));
    expect(store.getState().consent).toEqual({ status: 'undecided' });
    disconnect();
    window.history.replaceState(null, '', '/');
  });
});
