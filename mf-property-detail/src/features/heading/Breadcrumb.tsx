import { pagePath, propertyKind, type PublicProperty } from '@immo/shared';
import { useTranslation } from 'react-i18next';
import { useDetailEnv } from '../../detail-context.js';

const LIST_OF_KIND = {
  sale: { page: 'for-sale', title: 'common:menu.forSale' },
  rent: { page: 'for-rent', title: 'common:menu.forRent' },
  foreign: { page: 'foreign', title: 'common:menu.abroad' },
} as const;

/** Home › the list the property belongs to › the property (the same trail the JSON-LD gives search engines). */
export function Breadcrumb({ property }: { property: PublicProperty }) {
  const { t } = useTranslation('common');
  const { lang, siteBase } = useDetailEnv();
  const list = LIST_OF_KIND[propertyKind(property)];
  return (
    <nav className="immo-breadcrumb" aria-label={t('common:breadcrumbs.label')}>
      <ol>
        <li>
          <a href={`${siteBase}${pagePath('home', lang)}`}>{t('common:breadcrumbs.home')}</a>
        </li>
        <li>
          <a href={`${siteBase}${pagePath(list.page, lang)}`}>{t(list.title)}</a>
        </li>
        <li aria-current="page">{property.Title}</li>
      </ol>
    </nav>
  );
}
