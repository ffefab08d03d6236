import type { RemoteName } from '@immo/shared/federation';
import { triggerAppChange } from 'single-spa';

/** Remotes whose deferred slot has come near the viewport on the page shown now. */
const revealed = new Set<RemoteName>();

export function isRevealed(remote: RemoteName): boolean {
  return revealed.has(remote);
}

/** The slot came near the viewport: single-spa mounts its remote now. */
export function revealSlot(remote: RemoteName): void {
  if (revealed.has(remote)) return;
  revealed.add(remote);
  void triggerAppChange();
}

/** The slot left the page: on the next page its remote waits again. */
export function forgetSlot(remote: RemoteName): void {
  revealed.delete(remote);
}
