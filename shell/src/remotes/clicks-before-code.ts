/**
 * A click on a button of a slot whose remote has not taken over the server's markup yet (its code
 * on its way, or waiting for the visitor's touch): nothing listens, so the browser would do nothing,
 * or send a form itself with the fields in the address. The shell holds the click and gives it to
 * the same button once the remote is live (hydration keeps the server's elements), as React does
 * for a click during hydration. A button pressed twice while nothing happened is pressed once, in
 * the order of its last press. Links are left to the browser, as are the fields it changes itself
 * (a check, a choice, a select: @immo/shared's fields-changed-early gives those back).
 */
const BUTTONS = 'button, input[type="submit"], input[type="button"], [role="button"]:not(a[href])';

const held = new WeakMap<HTMLElement, Set<HTMLElement>>();

const isLive = (slot: HTMLElement) => slot.hasAttribute('data-mounted');

/** Holds the clicks on `slot`'s buttons until it is live; returns how to stop. */
export function holdClicksBeforeCode(slot: HTMLElement): () => void {
  const hold = (event: MouseEvent) => {
    if (isLive(slot) || !(event.target instanceof Element)) return;
    const button = event.target.closest<HTMLElement>(BUTTONS);
    if (!button || !slot.contains(button)) return;
    event.preventDefault();
    event.stopPropagation();
    const clicks = held.get(slot) ?? new Set<HTMLElement>();
    // Pressed again, it moves to the end: the visitor's last press is the one that stands.
    clicks.delete(button);
    clicks.add(button);
    held.set(slot, clicks);
  };
  slot.addEventListener('click', hold, true);
  return () => slot.removeEventListener('click', hold, true);
}

/** The live slot gets the clicks held for it, in the order they came. */
export function replayClicksBeforeCode(slot: HTMLElement): void {
  const clicks = held.get(slot);
  held.delete(slot);
  for (const button of clicks ?? []) {
    if (button.isConnected && slot.contains(button)) button.click();
  }
}
