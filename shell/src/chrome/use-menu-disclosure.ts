import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The open state of one submenu of the desktop menu and what closes it: Escape (focus goes back to
 * its button, where the keyboard user opened it), a click outside it, and focus leaving it — so
 * tabbing on past its last link does not leave it open over the page.
 */
export function useMenuDisclosure() {
  const [open, setOpen] = useState(false);
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((wasOpen) => !wasOpen), []);

  useEffect(() => {
    const item = itemRef.current;
    if (!open || !item) return;
    // Listened to on the document: while open, focus is inside the item or on nothing (a click on a
    // button does not focus it in every browser), and Escape must work in both cases.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!item.contains(event.target as Node)) close();
    };
    // No related target: the window lost focus, not the item; it stays open for the visitor's return.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !item.contains(next)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    item.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      item.removeEventListener('focusout', onFocusOut);
    };
  }, [open, close]);

  return { open, toggle, close, itemRef, buttonRef };
}
