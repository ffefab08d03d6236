import { on } from '@immo/shared';
import { slotId } from '../layout/layout-table.js';
import { isRevealed, revealSlot } from './slot-reveal.js';
import { onInteraction } from './visitor-reach.js';

/** The cookie dialog's slot, outside the shell's root (index.html). */
export const CONSENT_SLOT_ID = slotId('mf-consent');

/** Set on <html> by the page's head when the browser holds a choice (shell/webpack.config.js). */
const CHOICE_STORED = 'data-consent-stored';

let waitsForVisitor = false;

/**
 * Whether single-spa should mount the consent remote now. Only a first visit's dialog waits: a
 * stored choice must reach the page's tags and the other remotes' consent gates at once.
 */
export function consentWanted(): boolean {
  return !waitsForVisitor || isRevealed(CONSENT_SLOT_ID);
}

/**
 * On a first visit the server drew the cookie dialog over the page, and nothing else on it can be
 * reached before it is answered: its code comes with the visitor's first pointer, touch, focus in it
 * or key (its focus trap comes with it), and a button pressed before is pressed for them once it is
 * there (head/clicks-before-code.js, from the first paint). The footer's "Cookie settings" asks for it too. A returning
 * visitor's stored choice, or a page without the server's dialog, loads it at once. The slot says
 * which (`data-load`), as the page's slots do. Returns how to stop listening.
 */
export function waitForConsentReach(doc: Document = document): () => void {
  const slot = doc.getElementById(CONSENT_SLOT_ID);
  waitsForVisitor = false;
  if (!slot) return () => {};
  const drawn = slot.firstElementChild !== null;
  waitsForVisitor = drawn && !doc.documentElement.hasAttribute(CHOICE_STORED);
  slot.setAttribute('data-load', waitsForVisitor ? 'on-interaction' : 'at-once');
  if (!waitsForVisitor) return () => {};
  const listening: Array<() => void> = [];
  const stopListening = () => {
    for (const stop of listening.splice(0)) stop();
  };
  const reveal = () => {
    stopListening();
    revealSlot(CONSENT_SLOT_ID);
  };
  listening.push(on('open-cookie-settings', reveal));
  listening.push(onInteraction(slot, { byKey: true }, reveal));
  return stopListening;
}
