import { createContext, useContext } from 'react';

/** What the server rendered into a slot: its markup (server only) and the remote version that made it. */
export type SlotMarkup = { html: string; version: string };

/**
 * The server's render of each slot, by slot id. On the server the shell writes the markup into the
 * slot; in the browser it knows only that the slot has some (the markup is already in the page, and
 * the remote hydrates it).
 */
export const SlotMarkupContext = createContext<Readonly<Record<string, SlotMarkup>>>({});

export function useSlotMarkup(id: string): SlotMarkup | undefined {
  return useContext(SlotMarkupContext)[id];
}
