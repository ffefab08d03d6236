import { pagePath } from '@immo/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalEnv } from './owner-portal-context.js';
import { Portal } from './portal.js';

/**
 * <immo-owner-portal>: the owner endpoints answer only the site's own pages and the session cookie
 * is never sent across sites (api/README.md "Cross-origin"), so on a page of the site's own origin
 * the widget is the portal, and on an agency's site a link to the portal's login page.
 */
export function WidgetApp({ apiBase }: { apiBase: string }) {
  const { t } = useTranslation('common');
  const { lang } = usePortalEnv();
  const [sameOrigin, setSameOrigin] = useState<boolean | null>(null);
  // The page's origin is the browser's: read after render.
  useEffect(
    () => setSameOrigin(new URL(apiBase || '/', window.location.href).origin === window.location.origin),
    [apiBase],
  );
  if (sameOrigin === null) return null;
  if (sameOrigin) return <Portal headingLevel={2} />;
  return (
    <p className="immo-portal">
      <a href={`${apiBase}${pagePath('login', lang)}`}>{t('menu.ownerLogin')}</a>
    </p>
  );
}
