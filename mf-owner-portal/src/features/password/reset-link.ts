/**
 * The link of the password mail opens the login page with the token in the fragment
 * (`/nl/login/#reset=…`): a fragment never reaches a server's logs nor a Referer. The portal takes
 * it out of the address at once and keeps it in the tab (a reload still shows the reset form)
 * until the password is changed.
 */
const FRAGMENT = /(?:^#|&)reset=([A-Za-z0-9_-]+)/;
const KEPT = 'immo.owner.reset';

export function takeResetToken(location: Location, history: History, storage: Storage): string | null {
  const match = FRAGMENT.exec(location.hash);
  if (match) {
    history.replaceState(history.state, '', location.pathname + location.search);
    storage.setItem(KEPT, match[1]!);
    return match[1]!;
  }
  return storage.getItem(KEPT);
}

export function forgetResetToken(storage: Storage): void {
  storage.removeItem(KEPT);
}
