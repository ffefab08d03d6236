/**
 * A word a mail program could turn into a link, or that names an address: a scheme (`http:`), a path
 * (`x.tld/`), `www.`, a mail address, or a domain (letters, a dot and two letters or more: `evil.example`,
 * `spam.be`). A name like "J.Smith" goes too: the greeting loses a word, no stranger gains a link.
 */
const LINK_LIKE = /[@/\\:]|www\.|[\p{L}\p{N}]\.\p{L}{2,}/iu;
/** What ends a word in a sentence ("Let op:", "Kijk!"): not part of a link. */
const TRAILING_PUNCTUATION = /[.,:;!?)]+$/u;

/**
 * A name as the site's mails write it to the person it names or to their friend: its words without
 * anything link-like, on one line (control, format and separator characters become spaces), so that
 * whoever types someone else's address in a form cannot make the site mail them a link or a text of
 * several lines. Empty when nothing is left.
 */
export function plainName(name: string): string {
  return name
    .normalize('NFKC')
    .split(/[\s\p{C}\p{Z}]+/u)
    .filter((word) => word !== '' && !LINK_LIKE.test(word))
    .join(' ');
}

/**
 * A visitor's message as the site mails it to a stranger (send to a friend): its lines kept, each
 * without link-like words (the mail links the property itself), so the form relays no link to
 * whatever address a sender types.
 */
export function plainMessage(text: string): string {
  const plainLine = (line: string) =>
    line
      .normalize('NFKC')
      .split(/[\s\p{C}\p{Z}]+/u)
      .filter((word) => word !== '' && !LINK_LIKE.test(word.replace(TRAILING_PUNCTUATION, '')))
      .join(' ');
  return text
    .split(/\r\n|[\n\r\u2028\u2029]/)
    .map(plainLine)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
