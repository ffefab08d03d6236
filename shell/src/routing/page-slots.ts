import type { PageKey } from '@immo/shared';
import type { RemoteName } from '@immo/shared/federation';
import type { SlotPlace } from '@immo/shared/remote';

/**
 * Which remotes fill which page (DESIGN §2: the shell knows remotes only by name). Pages not
 * listed here are rendered by the shell itself (home article, legal, thank-you); the 404 page is
 * the shell's too, around the search box.
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
  testimonial: ['mf-forms'],
  newsletter: ['mf-forms'],
  unsubscribe: ['mf-forms'],
  confirm: ['mf-forms'],
  login: ['mf-owner-portal'],
  // The home page's search box: a reference opens its property, a city filters (SPEC §2 404 search).
  'not-found': ['mf-search'],
};

/**
 * Slots whose remote loads only when the slot comes into view: the page's first screen does not
 * wait for code it does not show. On the property page (budget 250 KB gzip JS on a phone) the
 * similar properties (mf-listings, 25 KB) are below the fold everywhere, the contact panel
 * (mf-forms) on phones, where it follows the property; beside it on a wider screen it is in view
 * at once and loads at once.
 */
export const DEFERRED_SLOTS: Partial<Record<PageKey, readonly RemoteName[]>> = {
  property: ['mf-forms', 'mf-listings'],
};

/**
 * The footer of every page holds the newsletter sign-up (mf-forms), loaded as the footer comes
 * into view — except on the pages that are that form already, its way out, or where a sign-up is
 * confirmed.
 */
export const FOOTER_REMOTE: RemoteName = 'mf-forms';
const WITHOUT_FOOTER_FORM: readonly PageKey[] = ['newsletter', 'unsubscribe', 'confirm'];

export function hasFooterForm(page: PageKey): boolean {
  return !WITHOUT_FOOTER_FORM.includes(page);
}

/** A slot below the fold: its remote loads only when the slot comes into view. */
export function isDeferred(remote: RemoteName, page: PageKey, place: SlotPlace = 'page'): boolean {
  return place === 'footer' || (DEFERRED_SLOTS[page]?.includes(remote) ?? false);
}

export function remotesOf(page: PageKey): readonly RemoteName[] {
  return PAGE_REMOTES[page] ?? [];
}

/** SPEC §2: the consent dialog is on every page whose path does not contain "preview". */
export function showsConsent(pathname: string): boolean {
  return !pathname.toLowerCase().includes('preview');
}

/** The element a remote mounts into: one per remote and place, so a remote can fill a page and its footer. */
export function slotId(remote: RemoteName, place: SlotPlace = 'page'): string {
  return place === 'page' ? `slot-${remote}` : `slot-${remote}-${place}`;
}
