/**
 * The scripts of the site info's tags. Their origins are those of `TAG_SOURCES.script` in
 * @immo/shared, which the site's Content-Security-Policy allows (a test holds the two together).
 */
export const tagUrls = {
  /** gtag.js serves Google Analytics 4 and Google Ads alike; the first id granted loads it. */
  gtag: (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
  tagManager: (id: string) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`,
  metaPixel: () => 'https://connect.facebook.net/en_US/fbevents.js',
};
