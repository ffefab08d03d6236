import { useEffect, useState } from 'react';

/** The events after which the page's URL may have changed: the shell's navigation and the back button. */
const ROUTING_EVENTS = ['popstate', 'single-spa:routing-event'] as const;

/**
 * The page's query (without '?'): first as the shell or the server gave it, so both renders agree,
 * then read again after every navigation (a list's filters change its URL, not the page).
 */
export function useSiteSearch(initial: string): string {
  const [search, setSearch] = useState(initial.replace(/^\?/, ''));
  useEffect(() => {
    const update = () => setSearch(window.location.search.replace(/^\?/, ''));
    update();
    for (const name of ROUTING_EVENTS) window.addEventListener(name, update);
    return () => {
      for (const name of ROUTING_EVENTS) window.removeEventListener(name, update);
    };
  }, []);
  return search;
}
