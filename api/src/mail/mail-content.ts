import type { Lang } from '@immo/shared';

/** One labelled value: "Phone: 0470 12 34 56". Both plain text: the template escapes them. */
export type MailFact = { label: string; value: string };

/** A link the reader follows (the property, a confirmation): only ever one of our own addresses. */
export type MailLink = { label: string; href: string };

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
  links?: readonly MailLink[];
  /** Paragraphs after the facts and links. */
  outro?: readonly string[];
  signature: string;
};
