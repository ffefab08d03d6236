import { localizeLink, type Lang } from '@immo/shared';
import type { ElementType } from 'react';

/** SPEC §2: every internal link goes through the path table to the visitor's language. */
export function localizeLinks(html: string, lang: Lang): string {
  return html.replace(/href="([^"]*)"/g, (_match, href: string) => `href="${localizeLink(href, lang)}"`);
}

/**
 * HTML of the site configuration (articles, footer texts). It is written by the agency and
 * served by our own API — never typed by visitors — so it is rendered as HTML.
 */
export function ConfiguredHtml({
  html,
  lang,
  as: Tag = 'div',
  className,
}: {
  html: string;
  lang: Lang;
  as?: ElementType;
  className?: string;
}) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: localizeLinks(html, lang) }} />;
}
