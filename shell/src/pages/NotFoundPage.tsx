import { pagePath, type Lang } from '@immo/shared';
import { Anchor, Button, Container, Group, TextInput, Title } from '@immo/shared/ui';
import { navigateToUrl } from 'single-spa';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** SPEC §2: "404: Oops, this page no longer exists", a search form and a link home. */
export function NotFoundPage({ lang }: { lang: Lang }) {
  const { t } = useTranslation('common');
  const [query, setQuery] = useState('');
  const search = (event: FormEvent) => {
    event.preventDefault();
    const city = query.trim();
    navigateToUrl(`${pagePath('for-sale', lang)}${city ? `?city=${encodeURIComponent(city)}` : ''}`);
  };
  return (
    <Container size="sm" py="xl">
      <Title order={1}>{t('notFound.title')}</Title>
      <p>{t('notFound.text')}</p>
      <form role="search" onSubmit={search}>
        <Group align="flex-end">
          <TextInput
            label={t('notFound.searchLabel')}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          <Button type="submit">{t('notFound.searchButton')}</Button>
        </Group>
      </form>
      <Anchor href={pagePath('home', lang)} mt="lg" display="inline-block">
        {t('notFound.backHome')}
      </Anchor>
    </Container>
  );
}
