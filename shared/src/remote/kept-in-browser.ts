/**
 * What the visitor's browser keeps of them that no server render of a page can show, and where:
 * - a form's unsent draft, in the tab (sessionStorage), under DRAFT_PREFIX (mf-forms);
 * - the properties they marked as favourites (localStorage, FAVOURITES_KEY: mf-listings).
 * The shell reads it too: a slot that waits for the visitor's touch (`on-interaction`) loads at once
 * in a browser keeping either, so a visitor back on the page finds their text in the form and their
 * favourites marked without touching the page first.
 */
export const DRAFT_PREFIX = 'immo.draft.';
export const FAVOURITES_KEY = 'immo.favourites';

function holdsDraft(tab: Storage): boolean {
  for (let index = 0; index < tab.length; index += 1) {
    if (tab.key(index)?.startsWith(DRAFT_PREFIX)) return true;
  }
  return false;
}

function holdsFavourites(site: Storage): boolean {
  const stored = site.getItem(FAVOURITES_KEY);
  return stored !== null && stored !== '[]';
}

/** Whether the browser keeps a draft or favourites. Storage refused (private mode): nothing. */
export function keepsVisitorData(
  tab: () => Storage = () => sessionStorage,
  site: () => Storage = () => localStorage,
): boolean {
  try {
    return holdsDraft(tab()) || holdsFavourites(site());
  } catch {
    return false;
  }
}
