import type { OptionalCategory } from '../consent-store.js';

/** The first-party cookies the cookie policy names per category (Google Analytics 4, Google Ads, Meta). */
export const COOKIES_OF: Record<OptionalCategory, readonly RegExp[]> = {
  analytical: [/^_ga$/, /^_ga_/, /^_gid$/, /^_gat/],
  marketing: [/^_gcl_/, /^_fbp$/, /^_fbc$/],
  social: [],
  unclassified: [],
};

/** The host and every parent domain a tag may have set its cookie on ("www.a.be" → a.be too). */
function domainsOf(hostname: string): string[] {
  const parts = hostname.split('.');
  const domains = [''];
  for (let i = 0; i < parts.length - 1; i += 1) domains.push(`; domain=.${parts.slice(i).join('.')}`);
  return domains;
}

/**
 * Withdrawing consent removes what the tags of that category stored: their scripts cannot be
 * unloaded, but their cookies can (a stale `_ga` would otherwise identify the visitor again).
 */
export function removeCookiesOf(doc: Document, category: OptionalCategory): void {
  const patterns = COOKIES_OF[category];
  if (patterns.length === 0) return;
  const names = doc.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name && patterns.some((pattern) => pattern.test(name)));
  for (const name of names)
    for (const domain of domainsOf(doc.location.hostname))
      doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
}
