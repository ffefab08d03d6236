import { onRequest, type LeadFormName } from '@immo/shared';
import { useEffect } from 'react';

/**
 * Calls `open` when the property page asks the panel for one of its requests about this property
 * (its "Request the documents": the `open-property-request` event of @immo/shared). A panel mounted
 * after the ask (a phone scrolling to it) answers it; one mounted again when the visitor comes back
 * to the property does not open it a second time.
 */
export function useRequestedForm(propertyId: number, open: (request: LeadFormName) => void): void {
  useEffect(
    () =>
      onRequest('open-property-request', (ask) => {
        if (ask.propertyId !== propertyId) return false;
        open(ask.request);
      }),
    [propertyId, open],
  );
}
