// What ./app renders in its slots: the same element in the browser and on the server (./ssr), so
// the server's markup is what the browser's first render hydrates.
import { pagePath, resolveRoute, type PageKey } from '@immo/shared';
import { useSitePath, type RemoteAppContext } from '@immo/shared/remote';
import { ConfirmPage } from './features/confirm/ConfirmPage.js';
import { DemandRegisterForm } from './features/demand-register/DemandRegisterForm.js';
import { FooterNewsletter } from './features/newsletter/FooterNewsletter.js';
import { NewsletterForm } from './features/newsletter/NewsletterForm.js';
import { UnsubscribeForm } from './features/newsletter/UnsubscribeForm.js';
import { PropertyPanel } from './features/property-panel/PropertyPanel.js';
import { AlertsPage } from './features/search-alert/AlertsPage.js';
import { DemandAlertOffer } from './features/search-alert/DemandAlertOffer.js';
import { ListAlertOffer } from './features/search-alert/ListAlertOffer.js';
import { SiteContactForm } from './features/site-contact/SiteContactForm.js';
import { TestimonialForm } from './features/testimonial/TestimonialForm.js';
import { ValuationForm } from './features/valuation/ValuationForm.js';
import { FormsRoot } from './root.js';

/**
 * The slot's element: the newsletter sign-up in the footer, or the page's form by route. The path
 * is the one the shell (or the server) resolved the route from, never read from window in render.
 */
export function siteApp({ lang, apiBase, siteBase, route, place, location }: RemoteAppContext) {
  const initialPath = location?.pathname ?? pagePath(route.page as PageKey, lang, route.params);
  const initialSearch = location?.search ?? '';
  return (
    <FormsRoot lang={lang} apiBase={apiBase} siteBase={siteBase} onSite>
      {() =>
        place === 'footer' ? <FooterNewsletter /> : <SiteApp initialPath={initialPath} initialSearch={initialSearch} />
      }
    </FormsRoot>
  );
}

/**
 * What the remote shows on the site, by route: the contact page, the free valuation, the demand
 * register (with a search alert on its criteria after it), the testimonial, newsletter sign-up and
 * unsubscribe pages, the page where a mailed link is confirmed, a visitor's search alerts, the
 * contact panel of a property page and, after a sale or rent list, a search alert on its filters.
 * The route is read again on every navigation (one property page to the next keeps the remote mounted).
 */
export function SiteApp({ initialPath, initialSearch = '' }: { initialPath: string; initialSearch?: string }) {
  const route = resolveRoute(useSitePath(initialPath));
  switch (route.page) {
    case 'for-sale':
    case 'for-rent':
      return <ListAlertOffer key={route.page} page={route.page} initialSearch={initialSearch} />;
    case 'alerts':
      return <AlertsPage headingLevel={1} />;
    case 'contact':
      return <SiteContactForm headingLevel={1} />;
    case 'contact-demand':
      return <ValuationForm headingLevel={1} />;
    case 'demand-register':
      return <DemandRegisterForm headingLevel={1} after={(criteria) => <DemandAlertOffer criteria={criteria} />} />;
    case 'testimonial':
      return <TestimonialForm headingLevel={1} />;
    case 'newsletter':
      return <NewsletterForm headingLevel={1} />;
    case 'unsubscribe':
      return <UnsubscribeForm headingLevel={1} />;
    case 'confirm':
      return <ConfirmPage headingLevel={1} />;
    case 'property':
      return <PropertyPanel key={route.params.id} propertyId={Number(route.params.id)} headingLevel={2} />;
    default:
      return null;
  }
}
