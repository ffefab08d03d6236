import type { Route } from '@immo/shared';
import type { RemoteName } from '@immo/shared/federation';
import type { ServerSlotData, SlotPlace } from '@immo/shared/remote';
import { slotId } from '../layout/layout-table.js';
import { PAGE_DATA_ID, SLOT_STATE_PREFIX, type PageData, type SlotState } from '../layout/page-data.js';

/** The slots the server rendered on the page as it loaded, handed to their remotes to hydrate. */
export type ServerSlots = {
  take(remote: RemoteName, place: SlotPlace, route: Route): ServerSlotData | undefined;
  /** Slot ids with server markup, and the version that made it (the shell's hydration of its own slots). */
  versions(): Record<string, string>;
};

function readJson<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

/**
 * Reads what the server rendered into the page it sent. A slot's data is for the page as it loaded,
 * until its remote has taken the markup over: after a navigation the slot is new and empty, and its
 * remote renders afresh.
 */
export function readServerSlots(page: PageData | undefined, firstPath: string): ServerSlots {
  const states = new Map<string, SlotState>();
  // Every slot the server rendered has its state element: the page's slots and the consent dialog's
  // (outside the shell's root).
  for (const element of document.querySelectorAll<HTMLScriptElement>(`script[id^="${SLOT_STATE_PREFIX}"]`)) {
    const state = readJson<SlotState>(element.id);
    if (state) states.set(element.id.slice(SLOT_STATE_PREFIX.length), state);
  }
  return {
    take(remote, place, route) {
      const id = slotId(remote, place);
      const state = states.get(id);
      const here = window.location.pathname === firstPath;
      if (!page || !state || state.remote !== remote || !here || route.lang !== page.lang) return;
      const element = document.getElementById(id);
      // Asked for each lifecycle (bootstrap, mount): given while the server's markup is still there
      // and not yet taken over; a slot the shell made again (another page and back) starts empty.
      if (!element?.firstElementChild || element.hasAttribute('data-mounted')) return;
      return { version: state.version, state: state.state, translations: page.translations };
    },
    versions: () => Object.fromEntries([...states].map(([id, state]) => [id, state.version])),
  };
}

export function readPageData(): PageData | undefined {
  return readJson<PageData>(PAGE_DATA_ID);
}
