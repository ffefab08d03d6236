import type { RemoteName } from '@immo/shared/federation';
import type { SlotPlace } from '@immo/shared/remote';
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
function useReveal(slot: string, deferred: boolean) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!deferred || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      revealSlot(slot);
      return () => forgetSlot(slot);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        revealSlot(slot);
      },
      { rootMargin: REVEAL_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      forgetSlot(slot);
    };
  }, [slot, deferred]);
  return ref;
}

/**
 * Where a remote mounts. The shell never renders inside it: single-spa mounts the remote, or
 * the fallback when the remote cannot be loaded. A minimum height keeps the layout from jumping.
 * A deferred slot (DEFERRED_SLOTS: below the fold) has its remote loaded only when the visitor
 * scrolls near it; so does the footer's slot.
 */
export function RemoteSlot({
  remote,
  place = 'page',
  minHeight = 120,
  phoneMinHeight = minHeight,
}: {
  remote: RemoteName;
  place?: SlotPlace;
  /** Pixels, or a CSS length. */
  minHeight?: number | string;
  /** Below the tablet breakpoint, where the remote's text wraps onto more lines. */
  phoneMinHeight?: number | string;
}) {
  const page = useShellStore((state) => state.route.page);
  const id = slotId(remote, place);
  const ref = useReveal(id, isDeferred(remote, page, place));
  const length = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);
  const heights = {
    '--slot-min-height': length(minHeight),
    '--slot-phone-min-height': length(phoneMinHeight),
  } as CSSProperties;
  return (
    <section
      ref={ref}
      id={id}
      data-remote={remote}
      className={`immo-slot immo-slot--${place}`}
      style={heights}
      aria-busy={false}
    />
  );
}
