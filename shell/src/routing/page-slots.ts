import type { PageKey } from '@immo/shared';
import type { RemoteName } from '@immo/shared/federation';

/**
 * Which remotes fill which page (DESIGN §2: the shell knows remotes only by name). Pages not
 * listed here are rendered by the shell itself (home article, legal, thank-you, 404).
 */
export const PAGE_REMOTES: Partial<Record<PageKey, readonly RemoteName[]>> = {
  home: ['mf-search', 'mf-listings'],
  'for-sale': ['mf-listings'],
  'for-rent': ['mf-listings'],
  projects: ['mf-listings'],
  foreign: ['mf-listings'],
  references: ['mf-listings'],
  property: ['mf-property-detail', 'mf-forms', 'mf-listings'],
  contact: ['mf-forms'],
  'contact-demand': ['mf-forms'],
  'demand-register': ['mf-forms'],
  login: ['mf-owner-portal'],
};

/**
 * Slots below the fold whose remote loads only when the visitor scrolls near them: the page's
 * first screen does not wait for code it does not show (the property page's similar properties
 * cost 25 KB of gzip JS; the page's budget is 250 KB).
 */
export const DEFERRED_SLOTS: Partial<Record<PageKey, readonly RemoteName[]>> = {
  property: ['mf-listings'],
};

export function isDeferred(remote: RemoteName, page: PageKey): boolean {
  return DEFERRED_SLOTS[page]?.includes(remote) ?? false;
}

export function remotesOf(page: PageKey): readonly RemoteName[] {
  return PAGE_REMOTES[page] ?? [];
}

/** SPEC §2: the consent dialog is on every page whose path does not contain "preview". */
export function showsConsent(pathname: string): boolean {
  return !pathname.toLowerCase().includes('preview');
}

export function slotId(remote: RemoteName): string {
  return `slot-${remote}`;
}
