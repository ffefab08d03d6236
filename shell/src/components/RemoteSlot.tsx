import type { RemoteName } from '@immo/shared/federation';
import type { CSSProperties } from 'react';
import { slotId } from '../routing/page-slots.js';

/**
 * Where a remote mounts. The shell never renders inside it: single-spa mounts the remote, or
 * the fallback when the remote cannot be loaded. A minimum height keeps the layout from jumping.
 */
export function RemoteSlot({
  remote,
  minHeight = 120,
  phoneMinHeight = minHeight,
}: {
  remote: RemoteName;
  /** Pixels, or a CSS length. */
  minHeight?: number | string;
  /** Below the tablet breakpoint, where the remote's text wraps onto more lines. */
  phoneMinHeight?: number | string;
}) {
  const length = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);
  const heights = {
    '--slot-min-height': length(minHeight),
    '--slot-phone-min-height': length(phoneMinHeight),
  } as CSSProperties;
  return <section id={slotId(remote)} data-remote={remote} className="immo-slot" style={heights} aria-busy={false} />;
}
