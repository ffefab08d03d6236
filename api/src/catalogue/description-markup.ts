import sanitizeHtml from 'sanitize-html';

/**
 * The markup a property description may carry to the browser: paragraphs, emphasis, lists and
 * plain links. Descriptions come from the agency's import, not from us, so whatever else they
 * hold (scripts, styles, event handlers, frames) is removed here, once, on the server: the
 * detail page then renders the text as HTML without trusting it.
 */
const DESCRIPTION_MARKUP: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'a'],
  // rel and target are the ones the transform below sets, whatever the import said.
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    // A link out of a description opens beside the property page, and passes nothing on.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, DESCRIPTION_MARKUP);
}
