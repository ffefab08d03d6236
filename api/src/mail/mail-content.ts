import type { Lang } from '@immo/shared';

/** One labelled value: "Phone: 0470 12 34 56". Both plain text: the template escapes them. */
export type MailFact = { label: string; value: string };

/** A link the reader follows (the property, a confirmation): only ever one of our own addresses. */
export type MailLink = { label: string; href: string };

/**
 * A property shown as on a list card (a search alert's news): its picture, title, town, price and
 * page. `picture` and `href` are absolute URLs of our own site; `price` null when not published.
 */
export type MailProperty = {
  title: string;
  place: string;
  price: string | null;
  picture: { src: string; alt: string } | null;
  link: MailLink;
};

/**
 * What a mail says, apart from how it is laid out: the domains (leads/, owners/) write it in the
 * reader's language, mail-document.tsx lays it out as HTML and plain text. Nothing in it is markup.
 */
export type MailContent = {
  lang: Lang;
  /** The first line a mail program shows after the subject. */
  preview: string;
  heading: string;
  /** Paragraphs before the facts; a line break inside one is kept. */
  intro: readonly string[];
  facts?: readonly MailFact[];
  /** Facts that belong together under their own heading (the property, a second bidder). */
  sections?: readonly { heading: string; facts: readonly MailFact[]; link?: MailLink }[];
  /** Properties after the facts (a search alert's news), each with its picture, price and link. */
  properties?: readonly MailProperty[];
  links?: readonly MailLink[];
  /** Paragraphs after the facts and links. */
  outro?: readonly string[];
  signature: string;
};
