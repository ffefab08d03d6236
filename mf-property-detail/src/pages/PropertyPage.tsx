import type { Lang } from '@immo/shared';
import { useServerLoad } from '@immo/shared/remote';
import { Button } from '@immo/shared/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDetail, useDetailEnv } from '../property-detail-context.js';
import { entryKey, type PropertyEntry } from '../property-detail-store.js';
import { PropertyNotFound } from '../features/not-found/PropertyNotFound.js';
import { PropertyView } from './PropertyView.js';

export type PropertyPageProps = {
  id: number;
  /** 1 on the site (the page's heading), 2 in a widget on an agency's page. */
  headingLevel: 1 | 2;
};

const NOTHING_TO_LOAD: Promise<void> = Promise.resolve();

/**
 * The property's answer in `lang` (undefined for an id that cannot exist), asked for in an effect
 * in the browser, while rendering on the server (useServerLoad).
 */
function usePropertyEntry(id: number, lang: Lang, valid: boolean): PropertyEntry | undefined {
  const { store } = useDetailEnv();
  const entry = useDetail((state) => state.entries[entryKey(id, lang)]);
  useServerLoad(() => (valid ? store.getState().load(id, lang) : NOTHING_TO_LOAD));
  useEffect(() => {
    if (valid) void store.getState().load(id, lang);
  }, [store, id, lang, valid]);
  return entry;
}

/** A property by id: while it loads a reserved space, then the page, the 404 text, or a retry. */
export function PropertyPage({ id, headingLevel }: PropertyPageProps) {
  const { t } = useTranslation('errors');
  const { store, lang } = useDetailEnv();
  const valid = Number.isSafeInteger(id) && id > 0;
  const entry = usePropertyEntry(id, lang, valid);

  if (!valid || entry?.status === 'not-found') return <PropertyNotFound headingLevel={headingLevel} />;
  if (entry?.status === 'failed') {
    return (
      <div className="immo-detail immo-detail__failed" role="alert">
        <p>{t('apiError.text')}</p>
        <Button onClick={() => void store.getState().load(id, lang, { retry: true })}>
          {t('common:remoteFailure.retry')}
        </Button>
      </div>
    );
  }
  if (entry?.status !== 'ready') return <div className="immo-detail__loading" aria-busy="true" />;
  // A fresh page for each property: the photo shown, the full-screen view, "link copied" start anew.
  return <PropertyView key={entry.property.ID} property={entry.property} headingLevel={headingLevel} />;
}
