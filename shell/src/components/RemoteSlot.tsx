import type { RemoteName } from '@immo/shared/federation';
import { keepsVisitorData } from '@immo/shared/remote';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { forgetSlot, revealSlot } from '../remotes/slot-reveal.js';
import { onInteraction, whenInView } from '../remotes/visitor-reach.js';
import { FITS_CONTENT, FOOTER_SLOT, pageSlot, slotIdOf, type SlotSpec } from '../layout/layout-table.js';
import { useShellStore } from '../shell-store.js';
import { useSlotMarkup } from './slot-markup.js';

/**
 * Whether a slot can wait for the visitor: it holds the server's markup (a slot of a page reached in
 * the site is empty), nothing in it needs code to be shown (a list's map: `data-needs-code`), and
 * the browser keeps nothing of the visitor's that it shows (a draft, favourites).
 */
function canWait(element: HTMLElement, serverRendered: boolean): boolean {
  return (
    serverRendered &&
    element.firstElementChild !== null &&
    element.querySelector('[data-needs-code]') === null &&
    !keepsVisitorData()
  );
}

/** Tells single-spa when a deferred slot is needed (see SlotLoad in the layout table). */
function useReveal(spec: SlotSpec, slot: string, serverRendered: boolean) {
  const ref = useRef<HTMLElement>(null);
  const { load, reachedByScroll = false } = spec;
  useEffect(() => {
    const element = ref.current;
    if (load === 'at-once' || !element) return;
    const reveal = () => revealSlot(slot);
    // A slot that cannot wait for a touch loads in view instead.
    const waits = load === 'on-interaction' && canWait(element, serverRendered);
    const stop = waits ? onInteraction(element, { byScroll: reachedByScroll }, reveal) : whenInView(element, reveal);
    return () => {
      stop();
      forgetSlot(slot);
    };
  }, [slot, load, reachedByScroll, serverRendered]);
  return ref;
}

const length = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/**
 * Whether a slot takes its content's height instead of its measure (see SlotSpec.minHeight): the
 * server drew the content and the measure is in pixels. The shell takes this back from a slot it
 * empties again (FITS_CONTENT).
 */
const fitsContent = (spec: SlotSpec, serverFilled: boolean) => serverFilled && typeof spec.minHeight === 'number';

/**
 * Where a remote mounts, as the layout table describes it. The shell never renders inside it:
 * the server writes the remote's markup there, and in the browser single-spa mounts (or hydrates)
 * the remote, or the fallback when the remote cannot be loaded. A minimum height keeps the layout
 * from jumping while it has no content.
 */
export function RemoteSlot({ spec }: { spec: SlotSpec }) {
  const id = slotIdOf(spec);
  const markup = useSlotMarkup(id);
  const ref = useReveal(spec, id, markup !== undefined);
  // Decided once, when the slot is made: the footer's slot, made on the server's page, keeps its
  // content through in-site navigation; a page's slot made later starts empty; a slot the page
  // component keeps for the next page (another spec) is the shell's to empty (FITS_CONTENT).
  const serverPage = useShellStore((state) => state.serverPage);
  const [fits] = useState(() => fitsContent(spec, serverPage && markup !== undefined));
  const heights = {
    '--slot-min-height': length(spec.minHeight),
    '--slot-phone-min-height': length(spec.phoneMinHeight ?? spec.minHeight),
  } as CSSProperties;
  return (
    <section
      ref={ref}
      id={id}
      data-remote={spec.remote}
      data-version={markup?.version}
      {...{ [FITS_CONTENT]: fits || undefined }}
      data-load={spec.load}
      className={`immo-slot immo-slot--${spec.area === 'footer' ? 'footer' : 'page'}`}
      style={heights}
      aria-busy={false}
      // The remote owns what is inside: the shell keeps the server's markup for it to hydrate.
      dangerouslySetInnerHTML={{ __html: markup?.html ?? '' }}
      suppressHydrationWarning
    />
  );
}

/** The current page's slot of `remote`, as the layout table places it. */
export function PageSlot({ remote }: { remote: RemoteName }) {
  const page = useShellStore((state) => state.route.page);
  const spec = pageSlot(page, remote);
  if (!spec) throw new Error(`shell: the layout table has no ${remote} on ${page}`);
  return <RemoteSlot spec={spec} />;
}

/** The footer's slot (the newsletter sign-up). */
export function FooterSlot() {
  return <RemoteSlot spec={FOOTER_SLOT} />;
}
