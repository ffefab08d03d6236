/**
 * A mail's confirmation link opens the confirm page with its token in the fragment
 * (`/nl/bevestigen/#confirm=…`): a fragment never reaches a server's logs nor a Referer. The page
 * takes it out of the address at once and keeps it in the tab (a reload still shows the button)
 * until it is used.
 */
const FRAGMENT = /(?:^#|&)confirm=([A-Za-z0-9_-]+)/;
const KEPT = 'immo.confirm';

export function takeConfirmToken(location: Location, history: History, storage: Storage): string | null {
  const match = FRAGMENT.exec(location.hash);
  if (match) {
    history.replaceState(history.state, '', location.pathname + location.search);
    storage.setItem(KEPT, match[1]!);
    return match[1]!;
  }
  return storage.getItem(KEPT);
}

export function forgetConfirmToken(storage: Storage): void {
  storage.removeItem(KEPT);
}
