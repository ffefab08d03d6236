import type { RemoteName } from '@immo/shared/federation';
import { slotId } from '../routing/page-slots.js';

/**
 * Where a remote mounts. The shell never renders inside it: single-spa mounts the remote, or
 * the fallback when the remote cannot be loaded. A minimum height keeps the layout from jumping.
 */
export function RemoteSlot({ remote, minHeight = 120 }: { remote: RemoteName; minHeight?: number }) {
  return <section id={slotId(remote)} data-remote={remote} style={{ minHeight }} aria-busy={false} />;
}
