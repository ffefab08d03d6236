/** Adds `<script async src>` to the page once per address; a second call for it does nothing. */
export function loadScript(doc: Document, src: string): void {
  const already = [...doc.scripts].some((script) => script.src === src);
  if (already) return;
  const script = doc.createElement('script');
  script.async = true;
  script.src = src;
  doc.head.append(script);
}
