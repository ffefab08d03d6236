import { adoptStylesFor } from '@immo/shared/remote';
import { useLayoutEffect, type RefObject } from 'react';

/** Adds a lazily loaded part's stylesheet (Leaflet's, with the map) before its first paint, where it renders. */
export function useAdoptedStyles(ref: RefObject<Element | null>, css: string): void {
  useLayoutEffect(() => {
    if (ref.current) adoptStylesFor(ref.current, css);
  }, [ref, css]);
}
