import { useEffect, useState } from 'react';

/** The events after which the page's URL may have changed: the shell's navigation and the back button. */
const ROUTING_EVENTS = ['popstate', 'single-spa:routing-event'] as const;

/**
 * A part of the page's URL, read again after every navigation. Starts from `initial` (what the shell
 * passed, or what a server render knows, so both renders agree) and reads `window.location` only in
 * an effect: render stays free of it.
 */
function useSiteLocation(initial: string, read: (location: Location) => string): string {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    const update = () => setValue(read(window.location));
    update();
    for (const name of ROUTING_EVENTS) window.addEventListener(name, update);
    return () => {
      for (const name of ROUTING_EVENTS) window.removeEventListener(name, update);
    };
    // `read` is one of the module's own functions below: it never changes.
  }, []);
  return value;
}

const pathOf = (location: Location) => location.pathname;
const searchOf = (location: Location) => location.search.replace(/^\?/, '');

/**
 * The page's path. A remote stays mounted while the shell moves between pages of one kind (one
 * property to another, one list page to the next), so it cannot take the path it was mounted with as final.
 */
export function useSitePath(initial: string): string {
  return useSiteLocation(initial, pathOf);
}

/** The page's query, without '?': a list's filters change its URL, not the page. */
export function useSiteSearch(initial: string): string {
  return useSiteLocation(initial.replace(/^\?/, ''), searchOf);
}
