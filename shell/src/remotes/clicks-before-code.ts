import { heldClicks } from '../head/clicks-before-code.js';

/**
 * The presses the page's head held for a slot before its remote was live (head/clicks-before-code.js,
 * which says why) are given to the same buttons once it is: hydration keeps the server's elements.
 * A button pressed twice while nothing happened is pressed once, in the order of its last press.
 */
function takeHeldClicks(slot: HTMLElement): HTMLElement[] {
  const held = heldClicks(window);
  const mine = held.filter((button) => slot.contains(button));
  // Its own, and those whose slot dropped them (markup replaced, a fallback, another page).
  for (let index = held.length - 1; index >= 0; index -= 1) {
    const button = held[index]!;
    if (mine.includes(button) || !button.isConnected) held.splice(index, 1);
  }
  return mine;
}

/** Whether a button of `slot` was pressed before its remote was live (the visitor has reached for it). */
export function clicksHeldIn(slot: HTMLElement): boolean {
  return heldClicks(window).some((button) => slot.contains(button));
}

/** The live slot gets the clicks held for it, in the order they came. */
export function replayClicksBeforeCode(slot: HTMLElement): void {
  for (const button of takeHeldClicks(slot)) {
    // One press may take another away (the first answer closes a dialog).
    if (button.isConnected && slot.contains(button)) button.click();
  }
}
