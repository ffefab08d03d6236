import { pagePath, type Lang } from '@immo/shared';
import { Anchor, Breadcrumbs, Container, Title } from '@immo/shared/ui';
import { useTranslation } from 'react-i18next';

/** SPEC §2 thank-you pages: breadcrumb "Thank you", the form's own title and text. */
export function ThankYouPage({ form, lang }: { form: string; lang: Lang }) {
  const { t } = useTranslation('common');
  return (
    <Container size="md" py="xl">
      <nav aria-label={t('breadcrumbs.label')}>
        <Breadcrumbs>
          <Anchor href={pagePath('home', lang)}>{t('breadcrumbs.home')}</Anchor>
          <span aria-current="page">{t('breadcrumbs.thankYou')}</span>
        </Breadcrumbs>
      </nav>
      <Title order={1} mt="lg">
        {t(`thankYou.${form}.title`)}
      </Title>
      <p>{t(`thankYou.${form}.text`)}</p>
    </Container>
  );
}
