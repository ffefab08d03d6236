/**
 * Every page the router knows (SPEC §2 "Routes"). The key is language-neutral: links are built from
 * it and `resolveRoute` returns it, so no component ever compares URL strings.
 */
export const PAGES = [
  'home',
  'for-sale',
  'for-rent',
  'property',
  'contact',
  'contact-demand',
  'demand-register',
  'privacy-statement',
  'cookie-policy',
  'disclaimer',
  /** SPEC /Nieuwbouw/: the new-build project list. */
  'projects',
  /** SPEC /Buitenland/: properties outside Belgium. */
  'foreign',
  /** SPEC /Verkopen/: the "selling with us" article. */
  'sell',
  /** SPEC /Referenties/: sold/let properties shown as references. */
  'references',
  'login',
  /** SPEC §1: a customer's testimonial, published after moderation. */
  'testimonial',
  /** SPEC §1: the newsletter sign-up. */
  'newsletter',
  /** SPEC §1: leaving the newsletter; `?email=` fills in the address. */
  'unsubscribe',
  /**
   * Where a link mailed to confirm something lands (a newsletter sign-up, a booked visit): the
   * token in the fragment, confirmed by the page's button, never by opening the link.
   */
  'confirm',
  /**
   * A visitor's search alerts (issue 24), reached from the signed link of an alert mail
   * (`?email=…&token=…`, and `&end={id}` to end that alert on opening).
   */
  'alerts',
  /**
   * Issue 25: the purchase-cost calculator and mortgage simulator on a page of their own (price and
   * region typed by the visitor; `?price=` fills in the price).
   */
  'purchase-costs',
  /** SPEC /feedback/{form}/: thank-you pages, param `form`. */
  'feedback',
  'not-found',
] as const;
export type PageKey = (typeof PAGES)[number];

export function isPageKey(value: unknown): value is PageKey {
  return typeof value === 'string' && (PAGES as readonly string[]).includes(value);
}
