import { Button, Loader } from '@immo/shared/ui';
import { useTranslation } from 'react-i18next';
import { usePortal, usePortalEnv } from '../owner-portal-context.js';
import type { HeadingLevel } from '../heading-level.js';
import { Documents } from '../features/documents/Documents.js';
import { Figures } from '../features/statistics/Figures.js';
import { PropertyPicker } from '../features/dashboard/PropertyPicker.js';
import { PropertySummary } from '../features/dashboard/PropertySummary.js';
import { RetryNotice } from '../components/RetryNotice.js';

/**
 * SPEC §6 after login: the owner's property (a picker when there are several), its broker or
 * manager, the last 30 days in tables and a chart, its page visits and its documents.
 */
export function Dashboard({ headingLevel }: { headingLevel: HeadingLevel }) {
  const { t } = useTranslation('owner');
  const { store } = usePortalEnv();
  const owner = usePortal((state) => state.owner);
  const properties = usePortal((state) => state.properties);
  const selected = usePortal((state) => state.selected);
  const Heading = `h${headingLevel}` as const;
  const current = Array.isArray(properties) ? properties.find(({ property }) => property.ID === selected) : undefined;
  return (
    <section className="immo-portal">
      <div className="immo-portal__top">
        <div>
          <Heading>{t('dashboard.title')}</Heading>
          {owner && <p>{t('dashboard.welcome', { name: owner.name })}</p>}
        </div>
        <Button variant="outline" onClick={() => void store.getState().logout()}>
          {t('logout')}
        </Button>
      </div>
      {properties === 'loading' || properties === null ? (
        <Loader aria-label={t('common:loading')} />
      ) : properties === 'failed' ? (
        <RetryNotice />
      ) : properties.length === 0 ? (
        <p>{t('propertyPicker.none')}</p>
      ) : (
        <>
          <PropertyPicker properties={properties} />
          {current && <PropertySummary owned={current} headingLevel={headingLevel} />}
          {selected !== null && (
            <>
              <Figures propertyId={selected} headingLevel={headingLevel} />
              <Documents propertyId={selected} headingLevel={headingLevel} />
            </>
          )}
        </>
      )}
    </section>
  );
}
