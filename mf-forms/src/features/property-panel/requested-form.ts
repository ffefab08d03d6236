import { on, type ImmoEventMap, type LeadFormName } from '@immo/shared';
import { useEffect } from 'react';

type OpenRequest = ImmoEventMap['open-property-request'];

/**
 * The asks already answered in this page. The last ask is replayed to every panel that mounts
 * after it, so a panel mounted later (a phone scrolling to it) answers it — but a panel mounted
 * again when the visitor comes back to the property must not open it a second time.
 */
const answered = new WeakSet<OpenRequest>();

/**
 * Calls `open` when the property page asks the panel for one of its requests about this property
 * (its "Request the documents": the `open-property-request` event of @immo/shared).
 */
export function useRequestedForm(propertyId: number, open: (request: LeadFormName) => void): void {
  useEffect(
    () =>
      on(
        'open-property-request',
        (ask) => {
          if (ask.propertyId !== propertyId || answered.has(ask)) return;
          answered.add(ask);
          open(ask.request);
        },
        { replay: true },
      ),
    [propertyId, open],
  );
}
