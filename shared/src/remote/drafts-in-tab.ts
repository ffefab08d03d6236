/**
 * Where a remote keeps what a visitor typed and has not sent yet (a form's draft): sessionStorage,
 * under this prefix, so it lives as long as the tab. The shell reads it too: a slot that waits for
 * the visitor's touch (`on-interaction`) loads at once in a tab holding a draft, so a visitor back
 * on the page (a reload, a failed send) finds their text in the form without touching it first.
 */
export const DRAFT_PREFIX = 'immo.draft.';

/** Whether this tab holds a visitor's unsent draft. Storage refused (private mode): none. */
export function tabHoldsDrafts(storage: () => Storage = () => sessionStorage): boolean {
  try {
    const tab = storage();
    for (let index = 0; index < tab.length; index += 1) {
      if (tab.key(index)?.startsWith(DRAFT_PREFIX)) return true;
    }
    return false;
  } catch {
    return false;
  }
}
