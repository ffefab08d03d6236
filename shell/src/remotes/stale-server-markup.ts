import { revealSlot } from './slot-reveal.js';

const here = () => `${window.location.pathname}${window.location.search}`;

/**
 * The server's markup is the page's as it loaded. A slot still showing it when the visitor goes to
 * another page in the site (a link, the menu, the language switch) before its remote took it over
 * (its code waited for a touch) shows the page they left: the slot is emptied and its remote
 * loaded, to render the page they are on. Slots React made anew for the page are empty already.
 */
export function dropStaleServerMarkup(): () => void {
  const first = here();
  const drop = () => {
    if (here() === first) return;
    for (const slot of document.querySelectorAll<HTMLElement>('section.immo-slot:not([data-mounted])')) {
      if (!slot.firstElementChild) continue;
      slot.replaceChildren();
      revealSlot(slot.id);
    }
  };
  window.addEventListener('single-spa:before-routing-event', drop);
  return () => window.removeEventListener('single-spa:before-routing-event', drop);
}
