/**
 * The server sends the header as HTML; the shell's first render replaces it. A visitor who has
 * already tabbed into it must not lose their place: the focused element is found again in the
 * new markup by what it is (tag, class, link target) and focused.
 */
export function focusedElementSelector(root: Element): string | null {
  const active = document.activeElement;
  if (!active || active === document.body || !root.contains(active)) return null;
  const tag = active.tagName.toLowerCase();
  const firstClass = active.classList[0];
  const href = active.getAttribute('href');
  return `${tag}${firstClass ? `.${CSS.escape(firstClass)}` : ''}${href !== null ? `[href="${CSS.escape(href)}"]` : ''}`;
}

export function refocus(root: Element, selector: string | null): void {
  if (!selector) return;
  root.querySelector<HTMLElement>(selector)?.focus();
}
