import { expect, type Page } from '@playwright/test';

/**
 * The shell's own render has replaced the header the server sent: the footer (and the main
 * landmark a skip link leads to) come only with it. A test that uses the keyboard on the chrome
 * waits for this first, as a visitor reads before they type; under load the render can take
 * seconds after the page has loaded.
 */
export async function shellRendered(page: Page): Promise<void> {
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.locator('main#main')).toBeAttached();
}
