/**
 * Where the tags of the site info (SPEC §3 "Site info") come from and send to, by CSP directive.
 * One list for the two sides that must agree: the consent remote loads its tags only from
 * `script`, and the API's Content-Security-Policy allows exactly these origins, so a tag the
 * visitor agreed to is never blocked and nothing else is let in.
 *
 * Google's published CSP for GA4, Google Ads and Tag Manager, and Meta's for the pixel; `*.google.be`
 * because Ads remarketing calls the visitor's country domain of Google.
 */
export const TAG_SOURCES = {
  script: ['https://www.googletagmanager.com', 'https://connect.facebook.net'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://*.g.doubleclick.net',
    'https://www.google.com',
    'https://www.google.be',
    'https://pagead2.googlesyndication.com',
    'https://www.facebook.com',
  ],
  img: [
    'https://*.google-analytics.com',
    'https://*.googletagmanager.com',
    'https://*.g.doubleclick.net',
    'https://www.google.com',
    'https://www.google.be',
    'https://www.facebook.com',
  ],
  frame: ['https://td.doubleclick.net', 'https://www.googletagmanager.com'],
} as const satisfies Record<'script' | 'connect' | 'img' | 'frame', readonly string[]>;
