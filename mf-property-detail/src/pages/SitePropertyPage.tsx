import { emit, propertyPath, resolveRoute } from '@immo/shared';
import { useSitePath } from '@immo/shared/remote';
import { useEffect } from 'react';
import { useDetail, useDetailEnv } from '../property-detail-context.js';
import { entryKey } from '../property-detail-store.js';
import { PropertyPage } from './PropertyPage.js';

/**
 * The property page on the site: the property of the URL (read again when a visitor follows a
 * similar property), one counted view per visit, and the address bar kept on the property's
 * canonical path in the page's language — after a language switch the city and title slugs
 * follow the language (the server answers a stale slug with a 301; this covers in-page navigation).
 */
export function SitePropertyPage({ initialId }: { initialId: number }) {
  const { store, lang } = useDetailEnv();
  const path = useSitePath('');
  const id = path ? Number(resolveRoute(path).params.id) : initialId;
  const entry = useDetail((state) => state.entries[entryKey(id, lang)]);
  const property = entry?.status === 'ready' ? entry.property : null;

  // A property that exists: an unknown id is no view of anything.
  useEffect(() => {
    if (property) store.getState().countView(property.ID);
  }, [store, property]);

  useEffect(() => {
    if (!property) return;
    const canonical = propertyPath(property, lang);
    if (window.location.pathname !== canonical) {
      emit('navigate', { path: canonical + window.location.search + window.location.hash, replace: true });
    }
  }, [property, lang]);

  return <PropertyPage id={id} headingLevel={1} />;
}
