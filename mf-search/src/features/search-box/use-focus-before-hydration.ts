import { useLayoutEffect, type RefObject } from 'react';

/**
 * The focus the visitor put in the server's field before the box was hydrated (the page readable,
 * its script still on its way) came before anyone listened: the panel it opens is opened once, in
 * the hydrating commit. What they typed comes back through @immo/shared's fields-changed-early, as
 * in every slot. A box the browser renders afresh has an unfocused field: nothing to take over.
 */
export function useFocusBeforeHydration(
  input: RefObject<HTMLInputElement | null>,
  setOpen: (open: boolean) => void,
): void {
  useLayoutEffect(() => {
    const field = input.current;
    if (!field) return;
    // The shadow root's focus in the widget, the document's on the site.
    if ((field.getRootNode() as Document | ShadowRoot).activeElement === field) setOpen(true);
    // Once, at mount: afterwards the field's value is the state's and focus opens the panel itself.
  }, []);
}
