import type { RemoteName } from '@immo/shared/federation';
import type { LifeCycles } from 'single-spa';
import type { RemoteAppProps as RemoteProps, SlotPlace } from '@immo/shared/remote';
import { FITS_CONTENT, slotId } from '../layout/layout-table.js';
import { replayClicksBeforeCode } from './clicks-before-code.js';

/** What the shell passes to every remote it mounts: the contract's type (DESIGN §3). */
export type { RemoteAppProps as RemoteProps } from '@immo/shared/remote';

export type FallbackRenderer = (element: HTMLElement, remote: RemoteName, retry: () => void) => () => void;

const SLOT_WAIT_MS = 3000;

/** Which slot an application mounts into: its remote, on the page or in the footer. */
export type SlotRef = { remote: RemoteName; place: SlotPlace };

/** The slot is rendered by the shell's React tree; single-spa may ask to mount a moment before it exists. */
export async function waitForSlot({ remote, place }: SlotRef, timeoutMs = SLOT_WAIT_MS): Promise<HTMLElement> {
  const started = Date.now();
  const id = slotId(remote, place);
  for (;;) {
    const element = document.getElementById(id);
    if (element) return element;
    if (Date.now() - started > timeoutMs) throw new Error(`no slot ${id}`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

function toArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

async function runAll(fns: LifeCycles['mount'], props: RemoteProps): Promise<void> {
  for (const fn of toArray(fns)) await fn(props as never);
}

/**
 * Wraps a remote's lifecycles so that a remote that fails to load or throws while mounting shows
 * the translated fallback in its own slot, and the rest of the page keeps working.
 */
export function guardedLifecycles(
  slot: SlotRef,
  load: () => Promise<LifeCycles>,
  renderFallback: FallbackRenderer,
  retry: () => void,
): LifeCycles<RemoteProps> {
  const { remote } = slot;
  let lifecycles: LifeCycles | null = null;
  let removeFallback: (() => void) | null = null;

  const showFallback = async (error: unknown) => {
    // A warning, not an error: a remote not deployed yet is an expected state with its own fallback.
    console.warn(`[shell] ${remote} is unavailable; showing its fallback`, error);
    const element = await waitForSlot(slot);
    element.removeAttribute(FITS_CONTENT);
    removeFallback = renderFallback(element, remote, retry);
    element.setAttribute('data-mounted', '');
  };

  return {
    bootstrap: async (props) => {
      try {
        lifecycles = await load();
        await runAll(lifecycles.bootstrap, props);
      } catch (error) {
        lifecycles = null;
        await showFallback(error);
      }
    },
    mount: async (props) => {
      if (!lifecycles) {
        if (!removeFallback) await showFallback(new Error('not loaded'));
        return;
      }
      try {
        const domElement = await waitForSlot(slot);
        // Nothing of the server's to hydrate (another page than the server's, its markup dropped):
        // the remote renders the slot afresh, from empty, and the slot holds its measure meanwhile.
        if (!props.server) domElement.removeAttribute(FITS_CONTENT);
        await runAll(lifecycles.mount, { ...props, domElement });
        // The remote is live in its slot (rendered, or the server's markup hydrated): what a test waits for.
        domElement.setAttribute('data-mounted', '');
        replayClicksBeforeCode(domElement);
      } catch (error) {
        await showFallback(error);
      }
    },
    unmount: async (props) => {
      document.getElementById(slotId(slot.remote, slot.place))?.removeAttribute('data-mounted');
      removeFallback?.();
      removeFallback = null;
      if (!lifecycles) return;
      try {
        await runAll(lifecycles.unmount, props);
      } catch (error) {
        console.error(`[shell] ${remote} failed to unmount`, error);
      }
    },
  };
}
