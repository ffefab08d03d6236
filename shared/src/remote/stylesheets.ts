const sheets = new Map<string, CSSStyleSheet>();

/** One parsed stylesheet per text, adopted by every root that needs it (several widgets, one parse). */
export function sheetOf(css: string): CSSStyleSheet {
  let sheet = sheets.get(css);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    sheets.set(css, sheet);
  }
  return sheet;
}

/**
 * Adds a stylesheet where an element is rendered: the widget's shadow root (an agency's page is
 * never touched) or the site's document. For parts loaded later with their own styles (a map).
 */
export function adoptStylesFor(element: Element, css: string): void {
  const sheet = sheetOf(css);
  const root = element.getRootNode();
  const target = root instanceof ShadowRoot ? root : document;
  if (!target.adoptedStyleSheets.includes(sheet)) target.adoptedStyleSheets = [...target.adoptedStyleSheets, sheet];
}

/** Adds a remote's stylesheet to the site's own page (not an agency's: widgets use their shadow root). */
export function adoptInDocument(css: string): void {
  const sheet = sheetOf(css);
  if (!document.adoptedStyleSheets.includes(sheet))
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
