import { CONSENT_STORAGE_KEY, CONSENT_VERSION, NECESSARY_ONLY } from '@immo/shared';
import type { BrowserContext, Page } from '@playwright/test';

/**
 * A visitor who has already answered the cookie dialog (necessary only), for tests about other
 * things: the dialog, a real modal, would otherwise stand in front of the page.
 */
export async function withConsentDecided(page: Page | BrowserContext): Promise<void> {
  await page.addInitScript(
    ({ key, version, choice }) => {
      window.localStorage.setItem(key, JSON.stringify({ version, decidedAt: new Date().toISOString(), choice }));
    },
    { key: CONSENT_STORAGE_KEY, version: CONSENT_VERSION, choice: NECESSARY_ONLY },
  );
}
