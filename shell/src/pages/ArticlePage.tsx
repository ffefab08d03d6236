import type { PageKey } from '@immo/shared';
import { Container, Title } from '@immo/shared/ui';
import { useShellStore } from '../shell-store.js';
import { ConfiguredHtml } from '../components/ConfiguredHtml.js';

/** A menu page of type article (SPEC §2 "Verkopen"). */
export function ArticlePage({ page }: { page: PageKey }) {
  const entry = useShellStore((state) => state.menu.find((menuPage) => menuPage.path === page));
  const lang = useShellStore((state) => state.route.lang);
  if (!entry) return null;
  return (
    <Container size="md" py="xl" className="immo-article-page">
      <Title order={1}>{entry.params.title}</Title>
      {entry.params.content && (
        <ConfiguredHtml lang={lang} as="article" className="immo-article" html={entry.params.content} />
      )}
    </Container>
  );
}
