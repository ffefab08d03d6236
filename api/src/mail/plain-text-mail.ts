import type { Lang } from '@immo/shared';
import type { MailContent, MailFact, MailLink, MailProperty } from './mail-content.js';

/** French puts a (non-breaking) space before a colon. */
const colonOf = (lang: Lang) => (lang === 'fr' ? '\u00a0:' : ':');

const factLines = (facts: readonly MailFact[], colon: string) =>
  facts.map((fact) => {
    const [first = '', ...rest] = fact.value.split('\n');
    // A value of several lines (a remark) goes under its label, indented, so the next label stands out.
    return rest.length === 0
      ? `${fact.label}${colon} ${first}`
      : `${fact.label}${colon}\n  ${[first, ...rest].join('\n  ')}`;
  });
const linkLines = (link: MailLink, colon: string) => [`${link.label}${colon}`, link.href];
const propertyLines = (property: MailProperty) =>
  [property.title, property.place, property.price, property.link.href].filter((line): line is string => !!line);

/**
 * The plain-text part of a mail, from the same content as its HTML (templates/mail-document.tsx):
 * what a mail program without HTML, a screen reader or an agency's ticket system shows.
 */
export function plainTextMail(content: MailContent): string {
  const colon = colonOf(content.lang);
  const blocks: string[][] = [[content.heading], ...content.intro.map((text) => [text])];
  if (content.facts?.length) blocks.push(factLines(content.facts, colon));
  for (const section of content.sections ?? []) {
    const link = section.link ? linkLines(section.link, colon) : [];
    blocks.push([section.heading, ...factLines(section.facts, colon), ...link]);
  }
  for (const property of content.properties ?? []) blocks.push(propertyLines(property));
  for (const link of content.links ?? []) blocks.push(linkLines(link, colon));
  for (const text of content.outro ?? []) blocks.push([text]);
  blocks.push(['-- ', content.signature]);
  return `${blocks.map((lines) => lines.join('\n')).join('\n\n')}\n`;
}
