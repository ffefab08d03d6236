export const DEFAULT_CUT_LIMIT = 250;
const ELLIPSIS = '…';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text of a description: tags removed, common entities decoded, white space folded. */
export function stripMarkup(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|\w+);/gi, (entity, code: string) => decodeEntity(code) ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

function decodeEntity(code: string): string | undefined {
  if (code.startsWith('#x') || code.startsWith('#X')) return String.fromCodePoint(parseInt(code.slice(2), 16));
  if (code.startsWith('#')) return String.fromCodePoint(parseInt(code.slice(1), 10));
  return ENTITIES[code.toLowerCase()];
}

/**
 * SPEC §5 "Text cut": markup stripped; a text longer than `limit` is cut at the last space
 * if that space lies past 80 % of the limit (else at the limit itself) and gets an ellipsis.
 * The result, ellipsis excluded, never exceeds `limit` characters.
 */
export function cutText(html: string | null | undefined, limit = DEFAULT_CUT_LIMIT): string {
  const text = stripMarkup(html ?? '');
  if (text.length <= limit) return text;
  const head = text.slice(0, limit);
  const lastSpace = head.lastIndexOf(' ');
  const cut = lastSpace > limit * 0.8 ? head.slice(0, lastSpace) : head;
  return `${cut.trimEnd()}${ELLIPSIS}`;
}
