import { propertyHeading, propertyPath, type OwnerProperty } from '@immo/shared';
import { useTranslation } from 'react-i18next';
import { usePortalEnv } from '../../owner-portal-context.js';
import type { HeadingLevel } from '../../heading-level.js';

/** The property looked at, a link to its page, and the broker or manager who handles it (SPEC §6). */
export function PropertySummary({ owned, headingLevel }: { owned: OwnerProperty; headingLevel: HeadingLevel }) {
  const { t } = useTranslation('owner');
  const { lang, siteBase } = usePortalEnv();
  const { property, manager } = owned;
  const Heading = `h${headingLevel + 1}` as 'h2' | 'h3';
  return (
    <div className="immo-portal__summary">
      <div>
        <Heading>{propertyHeading(property)}</Heading>
        <p>
          {property.Zip} {property.City} · {t('common:reference', { id: property.ID })}
        </p>
        <a href={`${siteBase}${propertyPath(property, lang)}`}>{t('dashboard.viewProperty')}</a>
      </div>
      <address className="immo-portal__manager">
        <strong>{t('manager.manager')}</strong>
        <span>{manager.name}</span>
        <span>
          {t('manager.phone')}: <a href={`tel:${manager.phone.replace(/[^+\d]/g, '')}`}>{manager.phone}</a>
        </span>
        <span>
          {t('manager.email')}: <a href={`mailto:${manager.email}`}>{manager.email}</a>
        </span>
      </address>
    </div>
  );
}
