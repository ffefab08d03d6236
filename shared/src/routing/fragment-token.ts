/**
 * A token a mailed link carries in its URL fragment (`/nl/login/#reset=…`, `/nl/bevestigen/#confirm=…`):
 * a fragment never reaches a server's logs nor a Referer. The page takes it out of the address at
 * once and keeps it in the tab (a reload still finds it) until it is used or refused.
 */
export type FragmentToken = {
  take(location: Location, history: History, storage: Storage): string | null;
  forget(storage: Storage): void;
};

/** The token named `name` of a link's fragment, kept in the tab under `storageKey`. */
export function fragmentToken(name: string, storageKey: string): FragmentToken {
  const fragment = new RegExp(`(?:^#|&)${name}=([A-Za-z0-9_-]+)`);
  return {
    take(location, history, storage) {
      const match = fragment.exec(location.hash);
      if (!match) return storage.getItem(storageKey);
      history.replaceState(history.state, '', location.pathname + location.search);
      storage.setItem(storageKey, match[1]!);
      return match[1]!;
    },
    forget(storage) {
      storage.removeItem(storageKey);
    },
  };
}
