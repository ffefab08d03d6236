import { pagePath } from '@immo/shared';
import { useTranslation } from 'react-i18next';
import { useApi, useListingsEnv, useResource } from '../../listings-context.js';
import { CardGrid } from '../../components/card/CardGrid.js';
import { cardLevel, ModuleFrame } from './ModuleFrame.js';
import { useModuleLayout } from './use-module-layout.js';

/**
 * The home page's latest properties (SPEC §2: 4 items; §9: 4 a row), laid out by the home page's
 * property-list module. Small on purpose: it is all of this remote that the home page loads.
 */
export function LatestModule({ goal }: { goal?: 'sale' | 'rent' | undefined }) {
  const { t } = useTranslation('listings');
  const { lang, siteBase } = useListingsEnv();
  const api = useApi();
  // Asked at once with SPEC §9's 4 items, beside the menu; only a module that wants another
  // number asks again when the menu arrives.
  const { layout } = useModuleLayout('home', 'property-list', t('titles.latest'));
  const query = { sort: 'newest' as const, pageSize: layout.maxItems, ...(goal ? { goal } : {}) };
  const [entry] = useResource(`latest:${lang}:${goal ?? ''}:${layout.maxItems}`, () => api.properties(query));
  const cards = entry?.data?.items ?? [];
  if (entry?.status === 'failed' || (entry?.status === 'ready' && cards.length === 0)) return null;
  return (
    <ModuleFrame layout={layout}>
      {cards.length > 0 && (
        <>
          <CardGrid cards={cards} perRow={layout.perRow} view={layout.view} headingLevel={cardLevel(layout)} />
          <p className="immo-module__more">
            <a href={`${siteBase}${pagePath(goal === 'rent' ? 'for-rent' : 'for-sale', lang)}`}>{t('viewAll')}</a>
          </p>
        </>
      )}
    </ModuleFrame>
  );
}
