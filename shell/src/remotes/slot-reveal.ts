import { triggerAppChange } from 'single-spa';

/** Deferred slots (by element id, see slotId) that have come near the viewport on the page shown now. */
const revealed = new Set<string>();

export function isRevealed(slot: string): boolean {
  return revealed.has(slot);
}

/** The slot came near the viewport: single-spa mounts its remote now. */
export function revealSlot(slot: string): void {
  if (revealed.has(slot)) return;
  revealed.add(slot);
  void triggerAppChange();
}

/** The slot left the page: on the next page its remote waits again. */
export function forgetSlot(slot: string): void {
  revealed.delete(slot);
}
