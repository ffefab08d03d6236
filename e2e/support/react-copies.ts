import type { Page } from '@playwright/test';

/**
 * Counts the copies of React DOM on a page: each copy registers itself once with the devtools
 * hook when it loads, so a stand-in hook that counts `inject` calls tells how many there are.
 * Call before the page loads; read with `reactCopies(page)` after.
 */
export async function countReactCopies(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    Object.assign(window, {
      __reactCopies: renderers,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        renderers: new Map(),
        inject(renderer: unknown) {
          renderers.push(renderer);
          return renderers.length;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
}

export function reactCopies(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __reactCopies: unknown[] }).__reactCopies.length);
}
