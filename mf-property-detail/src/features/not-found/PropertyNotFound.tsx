import { pagePath } from '@immo/shared';
import { useTranslation } from 'react-i18next';
import { useDetailEnv } from '../../property-detail-context.js';

/**
 * An unknown or withdrawn property (SPEC §8 "Het gevraagde pand bestaat niet of is verkocht"): the
 * server already answered 404; the page says so and leads on to the lists and the search.
 */
export function PropertyNotFound({ headingLevel }: { headingLevel: 1 | 2 }) {
  const { t } = useTranslation(['errors', 'common']);
  const { lang, siteBase } = useDetailEnv();
  const Heading = `h${headingLevel}` as const;
  const link = (page: 'for-sale' | 'for-rent' | 'home') => `${siteBase}${pagePath(page, lang)}`;
  return (
    <section className="immo-detail immo-detail__not-found" aria-labelledby="immo-detail-not-found">
      <Heading id="immo-detail-not-found">{t('errors:propertyNotFound.title')}</Heading>
      <p>{t('errors:propertyNotFound.text')}</p>
      <ul>
        <li>
          <a href={link('for-sale')}>{t('common:menu.forSale')}</a>
        </li>
        <li>
          <a href={link('for-rent')}>{t('common:menu.forRent')}</a>
        </li>
        <li>
          <a href={link('home')}>{t('common:notFound.searchLabel')}</a>
        </li>
      </ul>
    </section>
  );
}
