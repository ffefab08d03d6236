import { emit, resolveRoute, type Route } from '@immo/shared';
import { useEffect, useState } from 'react';

/**
 * Where a list keeps its filters. On the site that is the page's URL, owned by the shell: the
 * remote reads it and asks the shell to change it (DESIGN §4), so a list can be shared and the
 * back button restores it. A widget on an agency's page must not touch that page's URL: it keeps
 * its query in memory.
 */
export type ListLocation = {
  /** The query string without '?'. */
  search: string;
  /** Shows another query; pushes a history entry on the site (the back button undoes it). */
  go(search: string): void;
  /** A link to the same page with another query, or null where links cannot change the list. */
  href(search: string): string | null;
};

const ROUTING_EVENTS = ['popstate', 'single-spa:routing-event'] as const;

function readSite(): { pathname: string; search: string; route: Route } {
  return {
    pathname: window.location.pathname,
    search: window.location.search.replace(/^\?/, ''),
    route: resolveRoute(window.location.pathname),
  };
}

/** The page's route and query, read again on every navigation the shell makes or the back button. */
export function useSiteLocation(): { route: Route; location: ListLocation } {
  const [current, setCurrent] = useState(readSite);
  useEffect(() => {
    const update = () =>
      setCurrent((before) => {
        const next = readSite();
        return next.pathname === before.pathname && next.search === before.search ? before : next;
      });
    for (const name of ROUTING_EVENTS) window.addEventListener(name, update);
    return () => {
      for (const name of ROUTING_EVENTS) window.removeEventListener(name, update);
    };
  }, []);
  const href = (search: string) => (search ? `${current.pathname}?${search}` : current.pathname);
  return {
    route: current.route,
    location: { search: current.search, go: (search) => emit('navigate', { path: href(search) }), href },
  };
}

/** A widget's list query, in memory. */
export function useMemoryLocation(initial: string): ListLocation {
  const [search, setSearch] = useState(initial);
  useEffect(() => setSearch(initial), [initial]);
  return { search, go: setSearch, href: () => null };
}
