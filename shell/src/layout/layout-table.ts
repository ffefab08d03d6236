import type { PageKey } from '@immo/shared';
import type { PageStatus, RemoteName } from '@immo/shared/federation';
import type { SlotPlace } from '@immo/shared/remote';

/**
 * When a slot's remote loads (and, with server markup, hydrates): at once; when the slot comes into
 * view; or on the visitor's first touch, focus or pointer in it (and in view when the server left
 * it empty, so an empty slot never waits for a touch that cannot come).
 */
export type SlotLoad = 'at-once' | 'in-view' | 'on-interaction';

/**
 * Where on a page a slot sits: the page's main column, beside it (after it on a phone), the full
 * width after both, or the footer every page has.
 */
export type SlotArea = 'main' | 'aside' | 'end' | 'footer';

export type SlotSpec = {
  remote: RemoteName;
  area: SlotArea;
  load: SlotLoad;
  /**
   * The height the slot holds. In pixels, the remote's content as measured: held while the browser
   * fills the slot, not where the server drew it (no blank below a shorter language's content;
   * FITS_CONTENT). A CSS length (a whole page's `100vh`) is held always: the footer stays below the
   * fold whatever the remote becomes in the browser (the owner portal's dashboard after its session
   * check).
   */
  minHeight: number | string;
  /** Below the tablet breakpoint, where text wraps onto more lines. */
  phoneMinHeight?: number | string;
  /** An `on-interaction` slot the visitor also reaches by scrolling the page (a list, read on). */
  reachedByScroll?: boolean;
};

/** Which of the shell's page components renders a page around its slots (shell/src/pages). */
export type PageView = 'home' | 'article' | 'legal' | 'thank-you' | 'property' | 'not-found' | 'slots';

/**
 * On a slot whose content the server drew, with a measure in pixels: it takes its content's height.
 * Taken away when the slot is emptied for the browser to fill (a language changed before the visitor
 * reached for it, a remote that renders afresh), which then holds its measure again.
 */
export const FITS_CONTENT = 'data-fits-content';

export type PageLayout = { view: PageView; slots: readonly SlotSpec[] };

const slot = (remote: RemoteName, options: Partial<Omit<SlotSpec, 'remote'>> = {}): SlotSpec => ({
  remote,
  area: 'main',
  load: 'at-once',
  // A whole page's content: the footer starts below the fold, so the remote arriving (taller than
  // any fixed guess: filters and cards) moves nothing in view (CLS was up to 0.37).
  minHeight: '100vh',
  ...options,
});

/**
 * The site's search box (mf-search), on home and the 404 page. Measured in en, nl, fr and de:
 * 237 px from 768 px up; 237–297 px at 360–390 px, where fr and de wrap the intro onto a third line.
 * Its code comes when the visitor reaches for it (a pointer over it, a touch, a focus): the server's
 * box is readable and its links work without it, and what is typed before it is there is kept
 * (@immo/shared's fields-changed-early). Home's first load
 * carries ~20 KB less script.
 */
const searchBox = slot('mf-search', { load: 'on-interaction', minHeight: 240, phoneMinHeight: 300 });

/** A page that is one remote, loaded at once (the forms that act as they open, the owner portal). */
const remotePage = (remote: RemoteName): PageLayout => ({ view: 'slots', slots: [slot(remote)] });

/**
 * A page that is one form to fill in (contact, valuation, testimonial, newsletter). The server's
 * form is readable and typed into before any code; its code comes with the visitor's first touch,
 * pointer or focus in it, while they type (what is typed before is kept: @immo/shared's
 * fields-changed-early), and its send button waits for it. Not the pages that act on their own as
 * they open: the demand register draws its map, the owner portal checks the session, the pages
 * of a mailed link (confirm, unsubscribe, alerts) read it.
 */
const formPage: PageLayout = { view: 'slots', slots: [slot('mf-forms', { load: 'on-interaction' })] };

/**
 * A list of properties (sale, rent, projects, abroad, references). Its cards, their first row's
 * photos, its pages and links are the server's: readable and followed without code. The code comes
 * with the visitor's first touch, pointer or focus in it, or their first scroll (the later cards'
 * photos sharpen as they near, filters and the map need it); a button pressed before it is pressed
 * for them once it is there (remotes/clicks-before-code.ts), a filter chosen before is given back.
 */
const list = slot('mf-listings', { load: 'on-interaction', reachedByScroll: true });

/**
 * A sale or rent list, then the offer of a search alert on its filters (mf-forms, issue 24): after
 * the cards and pages, where a visitor who has looked through the list wants to hear of the next
 * ones. Its call to action is one line with the alert's summary (the form opens below it);
 * measured 150–160 px from 768 px up and 200–240 px at 390 px.
 */
const listWithAlert: PageLayout = {
  view: 'slots',
  slots: [list, slot('mf-forms', { load: 'in-view', minHeight: 160, phoneMinHeight: 240 })],
};

/**
 * THE page layout of the site (DESIGN §7): for each page, the shell's component around it and the
 * slots it holds — which remote, where, when it loads, the height it keeps. The browser's single-spa
 * registrations, the deferred slots and the server's composition all read this table; a page
 * component places exactly these slots (layout-table.test.tsx). Adding a page or a slot is one
 * entry here plus the remote's own page.
 */
export const LAYOUT: Record<PageKey, PageLayout> = {
  // SPEC §2 home: the banner and search, an article, then the latest properties — below the first
  // screen of a phone: readable from the server's markup, their code loaded as they come into view.
  home: { view: 'home', slots: [searchBox, slot('mf-listings', { load: 'in-view', minHeight: 360 })] },
  'for-sale': listWithAlert,
  'for-rent': listWithAlert,
  projects: { view: 'slots', slots: [list] },
  foreign: { view: 'slots', slots: [list] },
  references: { view: 'slots', slots: [list] },
  // DESIGN §3: three remotes agreeing only on the route's property id. The heading and first photo
  // fill the first screen; the contact panel is beside them from a tablet up (in view at once) and
  // below them on a phone (loaded as it comes into view); similar properties are below the fold.
  property: {
    view: 'property',
    slots: [
      slot('mf-property-detail'),
      slot('mf-forms', { area: 'aside', load: 'in-view', minHeight: 320 }),
      slot('mf-listings', { area: 'end', load: 'in-view', minHeight: 360 }),
    ],
  },
  contact: formPage,
  'contact-demand': formPage,
  'demand-register': remotePage('mf-forms'),
  testimonial: formPage,
  newsletter: formPage,
  unsubscribe: remotePage('mf-forms'),
  confirm: remotePage('mf-forms'),
  alerts: remotePage('mf-forms'),
  // Issue 25: the purchase-cost calculator and mortgage simulator of the property page, on their own.
  'purchase-costs': remotePage('mf-property-detail'),
  login: remotePage('mf-owner-portal'),
  sell: { view: 'article', slots: [] },
  'privacy-statement': { view: 'legal', slots: [] },
  'cookie-policy': { view: 'legal', slots: [] },
  disclaimer: { view: 'legal', slots: [] },
  feedback: { view: 'thank-you', slots: [] },
  // SPEC §2 404: the home page's search box, so a reference typed here opens its property too.
  'not-found': { view: 'not-found', slots: [searchBox] },
};

/**
 * A property page whose id the catalogue does not have (the server answers 404): its not-found
 * message and links alone — no contact panel about it, no properties similar to it.
 */
const UNKNOWN_PROPERTY: PageLayout = { view: 'property', slots: [LAYOUT.property.slots[0]!] };

/** The layout of a page as the server answered it. */
export function layoutOf(page: PageKey, status: PageStatus = 200): PageLayout {
  return page === 'property' && status === 404 ? UNKNOWN_PROPERTY : LAYOUT[page];
}

/**
 * The footer of every page holds the newsletter sign-up (mf-forms) — except on the pages that are
 * that form already, a way out (of the newsletter or of search alerts), or where a sign-up is confirmed.
 */
export const FOOTER_SLOT: SlotSpec = slot('mf-forms', { area: 'footer', load: 'in-view', minHeight: 120 });
const WITHOUT_FOOTER_FORM: readonly PageKey[] = ['newsletter', 'unsubscribe', 'confirm', 'alerts'];

/** Every slot of a page, the footer's included, in document order. */
export function slotsOf(page: PageKey, status: PageStatus = 200): readonly SlotSpec[] {
  const own = layoutOf(page, status).slots;
  return WITHOUT_FOOTER_FORM.includes(page) ? own : [...own, FOOTER_SLOT];
}

/** The page's own slot of `remote` (not the footer's). */
export function pageSlot(page: PageKey, remote: RemoteName): SlotSpec | undefined {
  return LAYOUT[page].slots.find((spec) => spec.remote === remote);
}

/** Which place a remote is told it fills: its page, or the footer (the remote contract's SlotPlace). */
export function placeOf(spec: SlotSpec): SlotPlace {
  return spec.area === 'footer' ? 'footer' : 'page';
}

/** The element a slot's remote mounts into: one per remote and place, so a remote can fill a page and its footer. */
export function slotId(remote: RemoteName, place: SlotPlace = 'page'): string {
  return place === 'page' ? `slot-${remote}` : `slot-${remote}-${place}`;
}

export const slotIdOf = (spec: SlotSpec): string => slotId(spec.remote, placeOf(spec));

/** SPEC §2: the consent dialog is on every page whose path does not contain "preview". */
export function showsConsent(pathname: string): boolean {
  return !pathname.toLowerCase().includes('preview');
}
