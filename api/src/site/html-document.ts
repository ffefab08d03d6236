import { LANGUAGES, type Lang } from '@immo/shared';
import { escapeMarkup } from './escape-markup.js';
import type { PageMetadata } from './page-metadata.js';

/** Where the shell's template wants the page's head tags (the contract with shell/dist/index.html). */
export const HEAD_MARKER = '<!--immo:head-->';
/** Where the shell's template takes the server-rendered shell (inside its root element). */
export const SHELL_MARKER = '<!--immo:shell-->';
/** Where the shell's template takes the server-rendered cookie dialog (inside its slot, outside the shell's root). */
export const CONSENT_MARKER = '<!--immo:consent-->';

/** Open Graph locales: the site is Belgian, English speakers are addressed in British English. */
export const OG_LOCALES: Record<Lang, string> = { en: 'en_GB', nl: 'nl_BE', fr: 'fr_BE', de: 'de_BE' };

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${escapeMarkup(key)}" content="${escapeMarkup(content)}">`;

const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes)
    .map(([key, value]) => `${key}="${escapeMarkup(value)}"`)
    .join(' ')}>`;

function searchTags(metadata: PageMetadata): string[] {
  const tags = [`<title>${escapeMarkup(metadata.title)}</title>`, meta('name', 'description', metadata.description)];
  if (metadata.noindex) tags.push(meta('name', 'robots', 'noindex'));
  // A 404 is not a page of the site: it has no canonical URL and no translations.
  if (metadata.status === 404) return tags;
  tags.push(link({ rel: 'canonical', href: metadata.canonical }));
  for (const [hreflang, href] of Object.entries(metadata.alternates)) {
    tags.push(link({ rel: 'alternate', hreflang, href }));
  }
  return tags;
}

function openGraphTags(metadata: PageMetadata): string[] {
  const tags = [
    meta('property', 'og:site_name', metadata.siteName),
    meta('property', 'og:title', metadata.ogTitle),
    meta('property', 'og:description', metadata.ogDescription),
    meta('property', 'og:url', metadata.canonical),
    meta('property', 'og:type', metadata.ogType),
    meta('property', 'og:locale', OG_LOCALES[metadata.lang]),
    ...LANGUAGES.filter((lang) => lang !== metadata.lang).map((lang) =>
      meta('property', 'og:locale:alternate', OG_LOCALES[lang]),
    ),
  ];
  const image = metadata.ogImage;
  if (image) {
    tags.push(meta('property', 'og:image', image.url));
    if (image.width) tags.push(meta('property', 'og:image:width', String(image.width)));
    if (image.height) tags.push(meta('property', 'og:image:height', String(image.height)));
    if (image.alt) tags.push(meta('property', 'og:image:alt', image.alt));
  }
  return tags;
}

function twitterTags(metadata: PageMetadata): string[] {
  const tags = [
    meta('name', 'twitter:card', metadata.twitterImage ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', metadata.twitterTitle),
    meta('name', 'twitter:description', metadata.twitterDescription),
  ];
  if (metadata.twitterImage) tags.push(meta('name', 'twitter:image', metadata.twitterImage));
  return tags;
}

/** Every tag the head of this page needs, one per line, every value escaped. */
export function headTags(metadata: PageMetadata): string {
  return [...searchTags(metadata), ...openGraphTags(metadata), ...twitterTags(metadata)].join('\n');
}

function setDocumentLanguage(html: string, lang: Lang): string {
  return html.replace(/<html\b([^>]*)>/i, (_tag, attributes: string) => {
    const others = attributes.replace(/\s+lang\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/i, '');
    return `<html lang="${escapeMarkup(lang)}"${others}>`;
  });
}

/** Puts `tags` at the marker; without one, before </head>, else after <head> or <html>, else first. */
function insertHead(html: string, tags: string): string {
  // Slices rather than String.replace: a "$&" in a title must stay text, not become a pattern.
  const at = (index: number, cut = 0) => html.slice(0, index) + tags + html.slice(index + cut);
  const marker = html.indexOf(HEAD_MARKER);
  if (marker !== -1) return at(marker, HEAD_MARKER.length);
  const headEnd = html.search(/<\/head\s*>/i);
  if (headEnd !== -1) return at(headEnd);
  const opening = /<head\b[^>]*>/i.exec(html) ?? /<html\b[^>]*>/i.exec(html);
  return opening ? at(opening.index + opening[0].length) : at(0);
}

/**
 * The shell's template made into this page: `<html lang>` set, any title of the template dropped
 * (the page's own replaces it) and the head tags inserted. `extra.head` goes before the page's tags
 * (preloads: the sooner the browser reads them the better), `extra.structuredData` after them
 * (JSON-LD, finished markup: see property-json-ld.ts); `extra.shell` goes into the shell's root
 * element and `extra.bodyEnd` (the page's data for the browser) before </body>.
 */
export function htmlDocument(
  template: string,
  metadata: PageMetadata,
  extra: { head?: string; structuredData?: string; shell?: string; bodyEnd?: string; scriptNonce?: string } = {},
): string {
  const withoutTitle = template.replace(/<title\b[^>]*>[\s\S]*?<\/title\s*>/gi, '');
  const withNonce = extra.scriptNonce ? withScriptNonce(withoutTitle, extra.scriptNonce) : withoutTitle;
  const tags = [extra.head, headTags(metadata), extra.structuredData].filter(Boolean).join('\n');
  const withShell = insertShell(insertHead(setDocumentLanguage(withNonce, metadata.lang), tags), extra.shell ?? '');
  return extra.bodyEnd ? insertBodyEnd(withShell, extra.bodyEnd) : withShell;
}

/** What a page adds once composed: the slots' styles (last in the head), the shell, the cookie dialog, the page's data. */
export type ComposedBody = { styles?: string; shell?: string; consent?: string; bodyEnd?: string };

/**
 * The page in two parts (DESIGN §7): its head up to `</head>` — title, preloads, the shell's script
 * and stylesheet — sent as soon as the route is known, so the browser fetches them while the server
 * composes; then the rest, once composed, with the slots' styles closing the head.
 */
export function htmlDocumentParts(
  template: string,
  metadata: PageMetadata,
  extra: { head?: string; structuredData?: string; scriptNonce?: string } = {},
): { head: string; rest(body: ComposedBody): string } {
  // The shell's marker stays for the rest to fill.
  const document = htmlDocument(template, metadata, { ...extra, shell: SHELL_MARKER });
  const cut = document.search(/<\/head\s*>/i);
  if (cut === -1) {
    // A template without a head: nothing to send early.
    const whole = (body: ComposedBody) =>
      htmlDocument(template, metadata, {
        ...extra,
        head: [extra.head, body.styles].filter(Boolean).join('\n'),
        shell: body.shell ?? '',
        bodyEnd: body.bodyEnd ?? '',
      });
    return { head: '', rest: whole };
  }
  const tail = document.slice(cut);
  return {
    head: document.slice(0, cut),
    rest: ({ styles = '', shell = '', consent = '', bodyEnd = '' }) => {
      // The dialog first: the shell's markup (an agency's configured HTML) must not offer a marker.
      const withShell = insertShell(insertAt(tail, CONSENT_MARKER, consent), shell);
      return styles + (bodyEnd ? insertBodyEnd(withShell, bodyEnd) : withShell);
    },
  };
}

/** The page's data for the browser, last in the body (after the shell's root, before </body>). */
function insertBodyEnd(html: string, markup: string): string {
  const end = html.search(/<\/body\s*>/i);
  return end === -1 ? html + markup : html.slice(0, end) + markup + html.slice(end);
}

/**
 * The template's own <script> elements (the shell's start) and its script preloads (the shell's
 * bundle, fetched from the start) carry the answer's CSP nonce: with 'strict-dynamic' they are what
 * may run and be fetched, and what they load. Done before the page's tags go in, so nothing taken
 * from the data can get the nonce.
 */
function withScriptNonce(html: string, nonce: string): string {
  const attribute = `nonce="${escapeMarkup(nonce)}"`;
  return html
    .replace(/<script\b/gi, `<script ${attribute}`)
    .replace(/<link(?=[^>]*\brel="preload")(?=[^>]*\bas="script")/gi, `<link ${attribute}`);
}

/** Markup in place of the template's `marker` (a template without it gets none). */
function insertAt(html: string, marker: string, markup: string): string {
  const at = html.indexOf(marker);
  return at === -1 ? html : html.slice(0, at) + markup + html.slice(at + marker.length);
}

/** The server-rendered chrome goes inside the shell's root element, where its marker is. */
function insertShell(html: string, markup: string): string {
  return insertAt(html, SHELL_MARKER, markup);
}
