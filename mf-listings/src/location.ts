import { emit, resolveRoute, type Route } from '@immo/shared';
import { useEffect, useRef, useState } from 'react';

/**
 * Where a list keeps its filters. On the site that is the page's URL, owned by the shell: the
 * remote reads it and asks the shell to change it (DESIGN §4), so a list can be shared and the
 * back button restores it. A widget on an agency's page must not touch that page's URL: it keeps
 * its query in memory.
 */
export type ListLocation = {
  /** The query string without '?', as the list renders now. */
  search: string;
  /**
   * The query as it is at this moment, for a change to build on: two changes in one turn (the
   * filters a visitor chose before the list's code came, given back at once) each keep the other's.
   */
  latest(): string;
  /** Shows another query; pushes a history entry on the site (the back button undoes it). */
  go(search: string): void;
  /** A link to the same page with another query, or null where links cannot change the list. */
  href(search: string): string | null;
};

const ROUTING_EVENTS = ['popstate', 'single-spa:routing-event'] as const;

/** Where the page is: its path, its query without '?', and the route the shell resolved. */
export type SitePlace = { pathname: string; search: string; route: Route };

function sitePlace(pathname: string, search: string): SitePlace {
  return { pathname, search: search.replace(/^\?/, ''), route: resolveRoute(pathname) };
}

/**
 * The page's route and query: first as the shell (or the server) gave them — so the server's render
 * and the browser's first are the same — then read again on every navigation or the back button.
 */
export function useSiteLocation(start: { pathname: string; search: string }): { route: Route; location: ListLocation } {
  const [current, setCurrent] = useState(() => sitePlace(start.pathname, start.search));
  useEffect(() => {
    const update = () =>
      setCurrent((before) => {
        const next = sitePlace(window.location.pathname, window.location.search);
        return next.pathname === before.pathname && next.search === before.search ? before : next;
      });
    update();
    for (const name of ROUTING_EVENTS) window.addEventListener(name, update);
    return () => {
      for (const name of ROUTING_EVENTS) window.removeEventListener(name, update);
    };
  }, []);
  const href = (search: string) => (search ? `${current.pathname}?${search}` : current.pathname);
  return {
    route: current.route,
    location: {
      search: current.search,
      latest: () => sitePlace(window.location.pathname, window.location.search).search,
      go: (search) => emit('navigate', { path: href(search) }),
      href,
    },
  };
}

/** A widget's list query, in memory. */
export function useMemoryLocation(initial: string): ListLocation {
  const [search, setSearch] = useState(initial);
  const latest = useRef(initial);
  useEffect(() => {
    latest.current = initial;
    setSearch(initial);
  }, [initial]);
  const go = (next: string) => {
    latest.current = next;
    setSearch(next);
  };
  return { search, latest: () => latest.current, go, href: () => null };
}
