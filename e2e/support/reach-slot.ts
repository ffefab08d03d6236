import type { Locator } from '@playwright/test';

/**
 * What a visitor does to bring a slot's code: scrolls to it, and reaches for a slot whose code
 * comes on interaction (home's search box, the form pages: `load: 'on-interaction'` in the shell's
 * layout table).
 */
export async function reachSlot(slot: Locator): Promise<void> {
  await slot.scrollIntoViewIfNeeded();
  if ((await slot.getAttribute('data-load')) === 'on-interaction') await slot.hover();
}
