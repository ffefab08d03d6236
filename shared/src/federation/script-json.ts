/**
 * JSON for a `<script>` element of the server's page (the page's data, its slots' states, a
 * property's JSON-LD): `<`, `>` and `&` as \u escapes, so no text from the data (`</script>`,
 * `<!--`) can end the element or open a comment, and the line separators JavaScript once rejected.
 * JSON.parse reads the escapes back as the same characters.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
