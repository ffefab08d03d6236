import { useLayoutEffect, type RefObject } from 'react';
import { useServerStart } from './server-start.js';
import { adoptStylesFor } from './stylesheets.js';

/**
 * A part loaded with a stylesheet of its own (a list page, a map): in the browser the stylesheet is
 * added where the part renders (the site's document or a widget's shadow root) before its first
 * paint; on the server it goes with the slot's render (ServerStart.styles), so the server's markup
 * is laid out as the browser's and nothing moves when the page is hydrated.
 */
export function useAdoptedStyles(ref: RefObject<Element | null>, css: string): void {
  useServerStart()?.styles?.add(css);
  useLayoutEffect(() => {
    if (ref.current) adoptStylesFor(ref.current, css);
  }, [ref, css]);
}
