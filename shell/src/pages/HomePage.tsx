import { Container } from '@immo/shared/ui';
import { Banner } from '../chrome/Banner.js';
import { PageSlot } from '../components/RemoteSlot.js';
import { useShellStore } from '../shell-store.js';
import { ConfiguredHtml } from '../components/ConfiguredHtml.js';

/** SPEC §2 home: the banner and search, then the home page's modules — an article, then the latest properties. */
export function HomePage() {
  const home = useShellStore((state) => state.menu.find((page) => page.path === 'home'));
  const lang = useShellStore((state) => state.route.lang);
  return (
    <>
      <Banner />
      <Container size="lg">
        <PageSlot remote="mf-search" />
        {home?.params.content && (
          <ConfiguredHtml lang={lang} as="article" className="immo-article" html={home.params.content} />
        )}
        <PageSlot remote="mf-listings" />
      </Container>
    </>
  );
}
