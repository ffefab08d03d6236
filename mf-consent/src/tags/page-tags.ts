import type { ConsentChoice, SiteInfo } from '@immo/shared';
import type { OptionalCategory } from '../consent-store.js';
import { gtagOf, setConsentDefaults, updateConsentMode, type TagWindow } from './consent-mode.js';
import { removeCookiesOf } from './cookie-cleanup.js';
import { loadScript } from './load-script.js';
import { fbqOf, type PixelWindow } from './meta-pixel.js';
import { tagUrls } from './tag-urls.js';

/** Where page views go: each starts once its category is granted and its id is configured. */
type Destination = 'analytics' | 'ads' | 'tagManager' | 'pixel';

const CATEGORY_OF: Record<Destination, OptionalCategory> = {
  analytics: 'analytical',
  ads: 'marketing',
  tagManager: 'marketing',
  pixel: 'marketing',
};

type PageWindow = TagWindow & PixelWindow & Record<string, unknown>;

export type PageTags = {
  /** The ids of the site info, once the site configuration has arrived. */
  configure(ids: SiteInfo): void;
  /** Every choice of the visitor (a stored one on arrival too). */
  consentChanged(choice: ConsentChoice): void;
  /** The page shown now counts as viewed, for every destination that may know (at most once per address). */
  pageView(): void;
};

/**
 * The tags of one page (SPEC §2, §7): Consent Mode defaults before anything, then each tag of the
 * site info loaded when its category is granted, never before; page views only to granted tags.
 */
export function createPageTags(win: PageWindow, doc: Document): PageTags {
  setConsentDefaults(win);
  let ids: SiteInfo = {};
  let choice: ConsentChoice | null = null;
  const started = new Set<Destination>();
  const counted = new Map<Destination, string>();

  const idOf = (destination: Destination) =>
    ({ analytics: ids.analyticsId, ads: ids.adsId, tagManager: ids.tagManagerId, pixel: ids.pixelId })[destination];
  const granted = (destination: Destination) => !!choice?.[CATEGORY_OF[destination]];
  const active = (destination: Destination) => started.has(destination) && granted(destination);

  let gtagLoaded = false;
  /** gtag.js serves Analytics and Ads alike: loaded once, with the id of whichever starts first. */
  const gtagFor = (id: string) => {
    const gtag = gtagOf(win);
    if (!gtagLoaded) {
      gtag('js', new Date());
      loadScript(doc, tagUrls.gtag(id));
      gtagLoaded = true;
    }
    return gtag;
  };

  const start: Record<Destination, (id: string) => void> = {
    // Page views are sent by pageView() (the first load and every single-spa route change), not by config.
    analytics: (id) => gtagFor(id)('config', id, { send_page_view: false }),
    ads: (id) => gtagFor(id)('config', id, { send_page_view: false }),
    tagManager: (id) => {
      (win.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      loadScript(doc, tagUrls.tagManager(id));
    },
    pixel: (id) => {
      const fbq = fbqOf(win);
      // Meta's order: revoked before init, so nothing is sent until the grant that follows.
      fbq('consent', 'revoke');
      fbq('init', id);
      fbq('consent', 'grant');
      loadScript(doc, tagUrls.metaPixel());
    },
  };

  const send: Record<Destination, (id: string) => void> = {
    analytics: (id) =>
      gtagOf(win)('event', 'page_view', { send_to: id, page_location: win.location.href, page_title: doc.title }),
    ads: (id) => gtagOf(win)('event', 'page_view', { send_to: id }),
    tagManager: () =>
      (win.dataLayer ??= []).push({ event: 'immo_page_view', page_location: win.location.href, page_title: doc.title }),
    pixel: () => fbqOf(win)('track', 'PageView'),
  };

  const destinations = Object.keys(CATEGORY_OF) as Destination[];

  const pageView = () => {
    const address = win.location.pathname + win.location.search;
    for (const destination of destinations) {
      const id = idOf(destination);
      if (!id || !active(destination) || counted.get(destination) === address) continue;
      counted.set(destination, address);
      send[destination](id);
    }
  };

  /** Starts what is granted and configured; the page being shown counts for what just started. */
  const sync = () => {
    for (const destination of destinations) {
      const id = idOf(destination);
      if (!id || !granted(destination) || started.has(destination)) continue;
      start[destination](id);
      started.add(destination);
    }
    pageView();
  };

  return {
    configure(next) {
      ids = next;
      sync();
    },
    consentChanged(next) {
      choice = next;
      updateConsentMode(win, next);
      // Also on a first choice: a visitor who agreed on an earlier visit (then `?setcookies`, an
      // expired choice or a new consent version) still carries those cookies.
      for (const category of ['analytical', 'marketing'] as const) {
        if (!next[category]) removeCookiesOf(doc, category);
      }
      // GA's own switch: a withdrawn measurement id sends nothing more, not even cookieless pings.
      if (ids.analyticsId) win[`ga-disable-${ids.analyticsId}`] = !next.analytical;
      if (started.has('pixel')) fbqOf(win)('consent', next.marketing ? 'grant' : 'revoke');
      sync();
    },
    pageView,
  };
}

const PAGE_TAGS = Symbol.for('immo.consent.page-tags');

/** One set of tags per page, however many consent dialogs (app, widget) are mounted on it. */
export function pageTags(win: Window = window, doc: Document = document): PageTags {
  const scope = win as Window & { [PAGE_TAGS]?: PageTags };
  return (scope[PAGE_TAGS] ??= createPageTags(win as PageWindow, doc));
}
