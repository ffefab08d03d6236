import { pagePath, PROPERTY_LIST_PAGES, propertyHeading, propertyKind, type PublicProperty } from '@immo/shared';
import { useTranslation } from 'react-i18next';
import { useDetailEnv } from '../../property-detail-context.js';

/** Home › the list the property belongs to › the property (the same trail the JSON-LD gives search engines). */
export function Breadcrumb({ property }: { property: PublicProperty }) {
  const { t } = useTranslation('common');
  const { lang, siteBase } = useDetailEnv();
  const list = PROPERTY_LIST_PAGES[propertyKind(property)];
  return (
    <nav className="immo-breadcrumb" aria-label={t('common:breadcrumbs.label')}>
      <ol>
        <li>
          <a href={`${siteBase}${pagePath('home', lang)}`}>{t('common:breadcrumbs.home')}</a>
        </li>
        <li>
          <a href={`${siteBase}${pagePath(list.page, lang)}`}>{t(list.label)}</a>
        </li>
        <li aria-current="page">{propertyHeading(property)}</li>
      </ol>
    </nav>
  );
}
