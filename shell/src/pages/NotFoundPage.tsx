import { pagePath, type Lang } from '@immo/shared';
import { Anchor, Container, Title } from '@immo/shared/ui';
import { useTranslation } from 'react-i18next';
import { PageSlot } from '../components/RemoteSlot.js';

/**
 * SPEC §2: "404: Oops, this page no longer exists", a search form and a link home. The search is
 * the home page's search box (mf-search), so a reference typed here opens its property and a city
 * filters the list, exactly as on home; the shell has no search of its own.
 */
export function NotFoundPage({ lang }: { lang: Lang }) {
  const { t } = useTranslation('common');
  return (
    <Container size="sm" py="xl">
      <Title order={1}>{t('notFound.title')}</Title>
      <p>{t('notFound.text')}</p>
      <div role="search" aria-label={t('notFound.searchLabel')}>
        <PageSlot remote="mf-search" />
      </div>
      <Anchor href={pagePath('home', lang)} mt="lg" display="inline-block">
        {t('notFound.backHome')}
      </Anchor>
    </Container>
  );
}
