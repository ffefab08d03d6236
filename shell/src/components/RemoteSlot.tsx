import type { RemoteName } from '@immo/shared/federation';
import { useEffect, useRef, type CSSProperties } from 'react';
import { forgetSlot, revealSlot } from '../remotes/slot-reveal.js';
import { isDeferred, slotId } from '../routing/page-slots.js';
import { useShellStore } from '../shell-store.js';

/**
 * A deferred slot's remote loads as the slot's edge enters the viewport: any margin ahead would
 * reach it on the first screen of a desktop, where the page above it is only one screen tall
 * until its remote has rendered.
 */
const REVEAL_MARGIN = '0px';

/** Tells single-spa when a deferred slot comes near the viewport (see DEFERRED_SLOTS). */
function useReveal(remote: RemoteName, deferred: boolean) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!deferred || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      revealSlot(remote);
      return () => forgetSlot(remote);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        revealSlot(remote);
      },
      { rootMargin: REVEAL_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      forgetSlot(remote);
    };
  }, [remote, deferred]);
  return ref;
}

/**
 * Where a remote mounts. The shell never renders inside it: single-spa mounts the remote, or
 * the fallback when the remote cannot be loaded. A minimum height keeps the layout from jumping.
 * A deferred slot (DEFERRED_SLOTS: below the fold) has its remote loaded only when the visitor
 * scrolls near it.
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
  const page = useShellStore((state) => state.route.page);
  const ref = useReveal(remote, isDeferred(remote, page));
  const length = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);
  const heights = {
    '--slot-min-height': length(minHeight),
    '--slot-phone-min-height': length(phoneMinHeight),
  } as CSSProperties;
  return (
    <section
      ref={ref}
      id={slotId(remote)}
      data-remote={remote}
      className="immo-slot"
      style={heights}
      aria-busy={false}
    />
  );
}
