/**
 * @jest-environment jsdom
 */
import { emit } from '@immo/shared';
import { CLICKS_HELD_KEY, heldClicks, holdClicksBeforeCode } from '../head/clicks-before-code.js';
import { clicksHeldIn } from './clicks-before-code.js';
import { CONSENT_SLOT_ID, consentWanted, waitForConsentReach } from './consent-slot.js';
import { forgetSlot } from './slot-reveal.js';

jest.mock('single-spa', () => ({ triggerAppChange: jest.fn(() => Promise.resolve()) }));

const DIALOG = '<div role="dialog"><h2>Cookies</h2><button type="button">Alles aanvaarden</button></div>';

/** The page as the server sent it: the cookie dialog drawn in its slot, a stored choice or not. */
function serverPage({ drawn = true, stored = false } = {}): HTMLElement {
  document.body.innerHTML = `<main><a href="/nl/">Home</a></main><div id="${CONSENT_SLOT_ID}" data-remote="mf-consent">${drawn ? DIALOG : ''}</div>`;
  if (stored) document.documentElement.setAttribute('data-consent-stored', '');
  return document.getElementById(CONSENT_SLOT_ID)!;
}

// The page's head holds presses from the first paint (index.html).
holdClicksBeforeCode(window, CLICKS_HELD_KEY);

describe('the cookie dialog’s code', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    forgetSlot(CONSENT_SLOT_ID);
    document.documentElement.removeAttribute('data-consent-stored');
    document.body.replaceChildren();
    heldClicks(window).splice(0);
  });

  it('waits on a first visit until the visitor’s pointer comes over the dialog', () => {
    const slot = serverPage();
    stop = waitForConsentReach();
    expect(slot.getAttribute('data-load')).toBe('on-interaction');
    expect(consentWanted()).toBe(false);
    // The browser sends it to the slot and each element the pointer enters in it.
    slot.dispatchEvent(new Event('pointerenter'));
    expect(consentWanted()).toBe(true);
  });

  it('comes with a click that nothing came before (a screen reader’s or voice control’s), and holds it', () => {
    const slot = serverPage();
    stop = waitForConsentReach();
    slot.querySelector('button')!.click();
    expect(clicksHeldIn(slot)).toBe(true);
    expect(consentWanted()).toBe(true);
  });

  it('comes with the first key pressed anywhere: the dialog’s focus trap comes with it', () => {
    serverPage();
    stop = waitForConsentReach();
    document.querySelector('a')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(consentWanted()).toBe(true);
  });

  it('comes at once when a button was pressed before this code was here', () => {
    const slot = serverPage();
    const button = slot.querySelector('button')!;
    button.click();
    stop = waitForConsentReach();
    expect(consentWanted()).toBe(true);
  });

  it('comes when the page asks for the cookie settings', () => {
    serverPage();
    stop = waitForConsentReach();
    emit('open-cookie-settings', null);
    expect(consentWanted()).toBe(true);
  });

  it('comes at once for a stored choice: the tags and the consent gates need it', () => {
    const slot = serverPage({ stored: true });
    stop = waitForConsentReach();
    expect(slot.getAttribute('data-load')).toBe('at-once');
    expect(consentWanted()).toBe(true);
  });

  it('comes at once when the server drew no dialog', () => {
    serverPage({ drawn: false });
    stop = waitForConsentReach();
    expect(consentWanted()).toBe(true);
  });
});
