import type { Route } from '@immo/shared';
import { LAYOUT } from '../layout/layout-table.js';
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

/** What the main area shows for a route: the page component the layout table names for it. */
export function PageContent({ route }: { route: Route }) {
  const { view, slots } = LAYOUT[route.page];
  switch (view) {
    case 'home':
      return <HomePage />;
    case 'article':
      return <ArticlePage page={route.page} />;
    case 'legal':
      return isLegalPage(route.page) ? <LegalPage page={route.page} /> : <NotFoundPage lang={route.lang} />;
    case 'thank-you':
      return <ThankYouPage form={route.params.form ?? ''} lang={route.lang} />;
    case 'property':
      return <PropertyPage />;
    case 'not-found':
      return <NotFoundPage lang={route.lang} />;
    case 'slots':
      return <RemotePage slots={slots} />;
  }
}
