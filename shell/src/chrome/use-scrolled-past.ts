import { useSyncExternalStore } from 'react';

/**
 * The window's scroll position as last read in a scroll event or an animation frame. Read during
 * hydration's commit instead, it forced the browser to lay the page out inside that long task.
 */
let scrollY = 0;

function subscribe(onChange: () => void): () => void {
  const read = () => {
    scrollY = window.scrollY;
    onChange();
  };
  window.addEventListener('scroll', read, { passive: true });
  // A page the browser opened scrolled (a reload, back to it) says so in the next frame.
  const frame = requestAnimationFrame(read);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', read);
  };
}

/**
 * Whether the window is scrolled past `px`: false on the server and in the hydrating render. A yes
 * or no, not the position (as Mantine's useWindowScroll gives, a new object from its mount effect):
 * the header and the back-to-top button render again only when the answer changes, not right
 * after hydration, which made the shell's whole chrome render twice on every page's first load.
 */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => scrollY > px,
    () => false,
  );
}
