import { listQueryToParams, MAX_PAGE_SIZE } from '@immo/shared';
import { LIST_PAGES, type ListPageSpec } from './components/list-pages/list-pages.js';
import { moduleLayout } from './components/modules/module-layout.js';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LatestModule } from './features/modules/LatestModule.js';
import { SimilarProperties } from './features/modules/SimilarModule.js';
import { useMemoryLocation } from './location.js';
import { preloadable } from './preloadable.js';
import type { ListViewProps } from './features/list/ListView.js';
import type { WIDGET_ATTRIBUTES } from './widget-attributes.js';

const { load: loadListView, Component: ListView } = preloadable<ListViewProps>(() =>
  import('./features/list/ListView.js').then((module) => ({ default: module.ListView })),
);

/** A list widget's code loads while its translations do. */
export function preloadWidget(params: WidgetParams): void {
  if (params.module !== 'latest' && !params.similar) void loadListView();
}

export type WidgetParams = Partial<Record<(typeof WIDGET_ATTRIBUTES)[number], string>>;

function numberOf(value: string | undefined): number | undefined {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
}

/** The list an agency asked for with the element's attributes: scope and first filters. */
export function widgetList(params: WidgetParams): { spec: ListPageSpec; search: string; goal?: 'sale' | 'rent' } {
  const goal = params.goal === 'rent' ? 'rent' : params.goal === 'sale' ? 'sale' : undefined;
  const spec: ListPageSpec = goal
    ? LIST_PAGES[goal === 'sale' ? 'for-sale' : 'for-rent']!
    : { kind: 'properties', scope: {} };
  const type = numberOf(params.type);
  const search = listQueryToParams({
    ...(params.city ? { city: params.city } : {}),
    ...(type !== undefined ? { type } : {}),
  }).toString();
  return { spec, search, ...(goal ? { goal } : {}) };
}

/**
 * <immo-property-list> on an agency's page: a property list (goal, city, type, filters, list or map,
 * pages), or with module="latest" the latest properties, or with similar="{id}" the properties
 * like that one. The agency's URL is never changed: the list keeps its filters in memory.
 */
export function WidgetApp({ params }: { params: WidgetParams }) {
  const { t } = useTranslation('listings');
  const { spec, search, goal } = widgetList(params);
  const location = useMemoryLocation(params.view === 'map' ? `${search}${search ? '&' : ''}view=map` : search);
  const max = numberOf(params.max);
  if (params.module === 'latest') return <LatestModule goal={goal} />;
  const similar = numberOf(params.similar);
  if (similar !== undefined) return <SimilarProperties propertyId={similar} maxItems={max} />;
  const title = goal === 'rent' ? 'titles.forRent' : goal === 'sale' ? 'titles.forSale' : 'titles.properties';
  const base = moduleLayout(null, t(title));
  const layout = {
    ...base,
    maxItems: Math.min(MAX_PAGE_SIZE, max ?? 12),
    view: params.view === 'list' ? 'list' : 'grid',
  } as const;
  return (
    <Suspense fallback={null}>
      <ListView
        spec={spec}
        location={location}
        layout={layout}
        title={layout.title}
        headingLevel={2}
        showFilters={params.filters !== 'false'}
      />
    </Suspense>
  );
}
