import { useLayoutEffect, type RefObject } from 'react';

/**
 * What the visitor did in the server's field before the box was hydrated (the page readable, its
 * script still on its way): React keeps the typed text in the field but not in the box's state —
 * the next render would write the state's empty text over it — and the focus that opens the panel
 * came before anyone listened. Both are taken over once, in the hydrating commit, before any later
 * render. A box the browser renders afresh has an empty, unfocused field: nothing to take over.
 */
export function useInputBeforeHydration(
  input: RefObject<HTMLInputElement | null>,
  setText: (text: string) => void,
  setOpen: (open: boolean) => void,
): void {
  useLayoutEffect(() => {
    const field = input.current;
    if (!field) return;
    if (field.value) setText(field.value);
    // The shadow root's focus in the widget, the document's on the site.
    if ((field.getRootNode() as Document | ShadowRoot).activeElement === field) setOpen(true);
    // Once, at mount: afterwards the field's value is the state's and focus opens the panel itself.
  }, []);
}
