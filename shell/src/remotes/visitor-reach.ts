import { fieldsChangedEarly } from '@immo/shared/remote';
import { clicksHeldIn } from './clicks-before-code.js';

/**
 * When a deferred slot's remote is needed: as the slot comes into view, or as the visitor reaches
 * for it. Used by the page's slots (components/RemoteSlot.tsx) and the cookie dialog's
 * (consent-slot.ts).
 */

/**
 * A deferred slot's remote loads as the slot's edge enters the viewport: any margin ahead would
 * reach it on the first screen of a desktop, where the page above it is only one screen tall
 * until its remote has rendered.
 */
const REVEAL_MARGIN = '0px';

/**
 * What counts as the visitor reaching for a slot: a pointer, touch, focus or click in it (a screen
 * reader or voice control may click a button with nothing before). A click on a button is held and
 * stopped on the document by the page's head (head/clicks-before-code.js): clicks are listened for
 * there, beside it.
 */
const INTERACTIONS = ['pointerenter', 'focusin', 'touchstart'] as const;

export function whenInView(element: HTMLElement, reveal: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    reveal();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      reveal();
    },
    { rootMargin: REVEAL_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

export type Reach = {
  /** Scrolling the page reaches for it too (a list: its later cards want their photos). */
  byScroll?: boolean;
  /** A key pressed anywhere on the page does too (a dialog over the page: its focus trap). */
  byKey?: boolean;
};

/**
 * Whether the visitor reached for the slot before the shell listened (its code still on its way):
 * a button pressed, a focus or pointer in it, a field they changed, or the page scrolled.
 */
function reachedAlready(element: HTMLElement, { byScroll = false }: Reach): boolean {
  return (
    clicksHeldIn(element) ||
    element.contains(document.activeElement) ||
    element.matches(':hover') ||
    fieldsChangedEarly(element).length > 0 ||
    (byScroll && window.scrollY > 0)
  );
}

/** Calls `reveal` once the visitor reaches for `element` (at once if they already have); returns how to stop. */
export function onInteraction(element: HTMLElement, reach: Reach, reveal: () => void): () => void {
  if (reachedAlready(element, reach)) {
    reveal();
    return () => {};
  }
  const handler = () => reveal();
  const clickIn = (event: Event) => {
    if (event.target instanceof Node && element.contains(event.target)) reveal();
  };
  const capturing = { once: true, passive: true, capture: true } as const;
  for (const name of INTERACTIONS) element.addEventListener(name, handler, capturing);
  document.addEventListener('click', clickIn, { passive: true, capture: true });
  if (reach.byKey) document.addEventListener('keydown', handler, capturing);
  // The page's own scroll (an inner scroller's does not reach the window).
  if (reach.byScroll) window.addEventListener('scroll', handler, { once: true, passive: true });
  return () => {
    for (const name of INTERACTIONS) element.removeEventListener(name, handler, true);
    document.removeEventListener('click', clickIn, true);
    document.removeEventListener('keydown', handler, true);
    window.removeEventListener('scroll', handler);
  };
}
