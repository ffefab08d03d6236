import { ALL_ACCEPTED, NECESSARY_ONLY, TAG_SOURCES, type SiteInfo } from '@immo/shared';
import type { TagWindow } from './consent-mode.js';
import type { PixelWindow } from './meta-pixel.js';
import { createPageTags } from './page-tags.js';
import { tagUrls } from './tag-urls.js';

const IDS: SiteInfo = {
  analyticsId: 'G-TEST000000',
  adsId: 'AW-000000000',
  tagManagerId: 'GTM-TEST000',
  pixelId: '000000000000000',
};

type TestWindow = TagWindow & PixelWindow & Record<string, unknown>;

/** jsdom's window, with the data layer and pixel reset between tests. */
function page(): TestWindow {
  const win = window as unknown as TestWindow;
  delete win.dataLayer;
  delete win.gtag;
  delete win.fbq;
  delete win._fbq;
  delete (win as unknown as Record<symbol, unknown>)[Symbol.for('immo.consent-mode.defaults')];
  for (const key of Object.keys(win)) if (key.startsWith('ga-disable-')) delete win[key];
  document.head.replaceChildren();
  document.cookie.split(';').forEach((pair) => {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  window.history.replaceState(null, '', '/');
  return win;
}

const scripts = () => [...document.head.querySelectorAll('script')].map((script) => script.src);
const commands = (win: TestWindow) =>
  (win.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry,
  );
const pageViews = (win: TestWindow) =>
  commands(win).filter((command) => Array.isArray(command) && command[0] === 'event' && command[1] === 'page_view');
const pixelCalls = (win: TestWindow) => (win.fbq?.queue ?? []) as unknown[][];

describe('the page’s tags', () => {
  it('loads nothing and sends no page view before a choice, and nothing on decline', () => {
    const win = page();
    const tags = createPageTags(win, document);
    tags.configure(IDS);
    tags.pageView();
    expect(scripts()).toEqual([]);
    tags.consentChanged(NECESSARY_ONLY);
    window.history.pushState(null, '', '/for-sale/');
    tags.pageView();
    expect(scripts()).toEqual([]);
    expect(pageViews(win)).toEqual([]);
    expect(win.fbq).toBeUndefined();
  });

  it('sets the Consent Mode defaults before any tag command', () => {
    const win = page();
    const tags = createPageTags(win, document);
    tags.consentChanged(ALL_ACCEPTED);
    tags.configure(IDS);
    const all = commands(win);
    expect(all[0]).toEqual(['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })]);
    expect(all[1]).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted' })]);
  });

  it('analytical consent loads Google Analytics only, and counts the page shown and every new page once', () => {
    const win = page();
    const tags = createPageTags(win, document);
    tags.configure(IDS);
    tags.consentChanged({ ...NECESSARY_ONLY, analytical: true });
    expect(scripts()).toEqual([tagUrls.gtag('G-TEST000000')]);
    expect(commands(win)).toContainEqual(['config', 'G-TEST000000', { send_page_view: false }]);
    expect(pageViews(win)).toHaveLength(1);
    tags.pageView(); // the same address again (a repeated routing event): not a new view
    window.history.pushState(null, '', '/nl/te-koop/?city=Gent');
    tags.pageView();
    expect(pageViews(win)).toEqual([
      ['event', 'page_view', expect.objectContaining({ send_to: 'G-TEST000000', page_location: 'http://localhost/' })],
      [
        'event',
        'page_view',
        expect.objectContaining({ send_to: 'G-TEST000000', page_location: 'http://localhost/nl/te-koop/?city=Gent' }),
      ],
    ]);
    expect(win.fbq).toBeUndefined();
  });

  it('marketing consent loads Ads, Tag Manager and the Meta pixel — revoked before init, granted after', () => {
    const win = page();
    const tags = createPageTags(win, document);
    tags.consentChanged({ ...NECESSARY_ONLY, marketing: true });
    expect(scripts()).toEqual([]); // the ids are not known yet
    tags.configure(IDS);
    expect(scripts()).toEqual([tagUrls.gtag('AW-000000000'), tagUrls.tagManager('GTM-TEST000'), tagUrls.metaPixel()]);
    expect(pixelCalls(win)).toEqual([
      ['consent', 'revoke'],
      ['init', '000000000000000'],
      ['consent', 'grant'],
      ['track', 'PageView'],
    ]);
    expect(pageViews(win)).toEqual([['event', 'page_view', { send_to: 'AW-000000000' }]]);
    expect(commands(win)).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
    expect(commands(win)).toContainEqual(expect.objectContaining({ event: 'immo_page_view' }));
  });

  it('loads gtag.js once when Analytics and Ads are both granted', () => {
    const win = page();
    const tags = createPageTags(win, document);
    tags.configure(IDS);
    tags.consentChanged(ALL_ACCEPTED);
    expect(scripts().filter((src) => src.includes('/gtag/js'))).toEqual([tagUrls.gtag('G-TEST000000')]);
    expect(commands(win).filter((command) => Array.isArray(command) && command[0] === 'js')).toHaveLength(1);
  });

  it('withdrawing consent revokes the pixel, switches GA off, removes their cookies and stops page views', () => {
    const win = page();
    const tags = createPageTags(win, document);
    tags.configure(IDS);
    tags.consentChanged(ALL_ACCEPTED);
    document.cookie = '_ga=GA1.1.1; path=/';
    document.cookie = '_ga_TEST=GS1; path=/';
    document.cookie = '_fbp=fb.1; path=/';
    document.cookie = 'i18next=nl; path=/';
    tags.consentChanged(NECESSARY_ONLY);
    expect(pixelCalls(win).at(-1)).toEqual(['consent', 'revoke']);
    expect(win['ga-disable-G-TEST000000']).toBe(true);
    expect(document.cookie).toBe('i18next=nl');
    const before = pageViews(win).length;
    window.history.pushState(null, '', '/contact/');
    tags.pageView();
    expect(pageViews(win)).toHaveLength(before);
    tags.consentChanged(ALL_ACCEPTED);
    expect(win['ga-disable-G-TEST000000']).toBe(false);
    expect(pixelCalls(win).at(-2)).toEqual(['consent', 'grant']);
  });

  it('removes the tracking cookies of an earlier visit when the first choice on this page declines', () => {
    page();
    document.cookie = '_ga=GA1.1.1; path=/';
    document.cookie = '_fbp=fb.1; path=/';
    document.cookie = 'i18next=nl; path=/';
    const tags = createPageTags(window as unknown as TestWindow, document);
    tags.configure(IDS);
    tags.consentChanged(NECESSARY_ONLY);
    expect(document.cookie).toBe('i18next=nl');
  });

  it('loads scripts only from the origins the site’s Content-Security-Policy allows', () => {
    const urls = [tagUrls.gtag('G-X'), tagUrls.tagManager('GTM-X'), tagUrls.metaPixel()];
    for (const url of urls) expect(TAG_SOURCES.script).toContain(new URL(url).origin);
  });
});
