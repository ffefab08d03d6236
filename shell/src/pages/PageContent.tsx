import type { Route } from '@immo/shared';
import { remotesOf } from '../routing/page-slots.js';
import { ArticlePage } from './ArticlePage.js';
import { HomePage } from './HomePage.js';
import { LEGAL_PAGES, LegalPage } from './LegalPage.js';
import { NotFoundPage } from './NotFoundPage.js';
import { PropertyPage } from './PropertyPage.js';
import { RemotePage } from './RemotePage.js';
import { ThankYouPage } from './ThankYouPage.js';

function isLegalPage(page: string): page is keyof typeof LEGAL_PAGES {
  return page in LEGAL_PAGES;
}

/** What the main area shows for a route: a page the shell renders, or the slots of its remotes. */
export function PageContent({ route }: { route: Route }) {
  if (route.page === 'home') return <HomePage />;
  if (route.page === 'sell') return <ArticlePage page="sell" />;
  if (isLegalPage(route.page)) return <LegalPage page={route.page} />;
  if (route.page === 'feedback') return <ThankYouPage form={route.params.form ?? ''} lang={route.lang} />;
  if (route.page === 'property') return <PropertyPage />;
  // Before the remote pages: the 404 page holds a remote (the search box) inside a page of its own.
  if (route.page === 'not-found') return <NotFoundPage lang={route.lang} />;
  const remotes = remotesOf(route.page);
  return remotes.length > 0 ? <RemotePage remotes={remotes} /> : <NotFoundPage lang={route.lang} />;
}
