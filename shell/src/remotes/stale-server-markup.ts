import { FITS_CONTENT } from '../layout/layout-table.js';
import { revealSlot } from './slot-reveal.js';

const here = () => `${window.location.pathname}${window.location.search}`;

/**
 * The server's markup is the page's as it loaded. A slot still showing it when the visitor goes to
 * another page in the site (a link, the menu, the language switch) before its remote took it over
 * (its code waited for a touch) shows the page they left: the slot is emptied and its remote
 * loaded, to render the page they are on. Slots React made anew for the page are empty already; a
 * slot that loads at once or in view is its remote's as soon as it can be (and a page that only
 * puts its address right, e.g. a property's canonical path, must not lose its markup).
 */
export function dropStaleServerMarkup(): () => void {
  const first = here();
  const drop = () => {
    if (here() === first) return;
    const waiting = 'section.immo-slot[data-load="on-interaction"]:not([data-mounted])';
    for (const slot of document.querySelectorAll<HTMLElement>(waiting)) {
      if (!slot.firstElementChild) continue;
      slot.replaceChildren();
      slot.removeAttribute(FITS_CONTENT);
      revealSlot(slot.id);
    }
  };
  window.addEventListener('single-spa:before-routing-event', drop);
  return () => window.removeEventListener('single-spa:before-routing-event', drop);
}
