import type { Page } from '@playwright/test';

/** React's own words for a page whose server HTML and first browser render differ. */
export const HYDRATION_TROUBLE = /hydrat|did not match|Minified React error #(418|423|425)/i;

/**
 * Collects, from now on, what the page says of a failed hydration: React's warnings and errors about
 * it in the console, and every uncaught error of the page (React reports a mismatch as one in
 * production). Assert the list is empty once the slots are live.
 */
export function hydrationTrouble(page: Page): string[] {
  const trouble: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && HYDRATION_TROUBLE.test(message.text())) {
      trouble.push(message.text());
    }
  });
  page.on('pageerror', (error) => trouble.push(error.message));
  return trouble;
}
