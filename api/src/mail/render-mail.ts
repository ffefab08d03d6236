import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MailContent } from './mail-content.js';
import { plainTextMail } from './plain-text-mail.js';
import { MailDocument } from './templates/mail-document.js';

export type RenderedMail = { html: string; text: string };

/** The doctype React Email's own render writes: mail programs render XHTML 1.0 most alike. */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * A mail's HTML (React Email's components, rendered on the server by React) and its plain-text
 * part, both from one content. React's static render is used directly rather than React Email's
 * `render`: that one imports react-dom by a dynamic import and streams, for a mail that has nothing to
 * wait for. The text is laid out by plain-text-mail.ts rather than converted from the HTML: a
 * converter loses the line breaks of a remark and puts each label on a line of its own.
 */
export function renderMail(content: MailContent): RenderedMail {
  return {
    html: DOCTYPE + renderToStaticMarkup(createElement(MailDocument, { content })),
    text: plainTextMail(content),
  };
}
