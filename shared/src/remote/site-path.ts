import { useEffect, useState } from 'react';

/** The events after which the page's URL may have changed: the shell's navigation and the back button. */
const ROUTING_EVENTS = ['popstate', 'single-spa:routing-event'] as const;

/**
 * The page's path, read again after every navigation. A remote stays mounted while the shell moves
 * between pages of one kind (one property to another, one list page to the next), so it cannot take
 * the path it was mounted with as final. Starts from `initial` (what the shell passed, or what a
 * server render knows) and reads `window.location` only in an effect: render stays free of it.
 */
export function useSitePath(initial: string): string {
  const [path, setPath] = useState(initial);
  useEffect(() => {
    const update = () => setPath(window.location.pathname);
    update();
    for (const name of ROUTING_EVENTS) window.addEventListener(name, update);
    return () => {
      for (const name of ROUTING_EVENTS) window.removeEventListener(name, update);
    };
  }, []);
  return path;
}
