import { useAdoptedStyles } from '@immo/shared/remote';
import {
  listQueryFromParams,
  listQueryToParams,
  MAX_PAGE_SIZE,
  type ListPage,
  type PropertyCard,
  type PropertyListQuery,
} from '@immo/shared';
import {
  activeFilterCount,
  FILTER_KEYS,
  pageListQuery,
  type ListPageSpec,
} from '../../components/list-pages/list-pages.js';
import type { ModuleLayout } from '../../components/modules/module-layout.js';
import { Button } from '@immo/shared/ui';
import { NativeSelect } from '@immo/shared/ui/fields';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CardGrid } from '../../components/card/CardGrid.js';
import { useApi, useListings, useListingsEnv, useResource } from '../../listings-context.js';
import type { ListLocation } from '../../location.js';
import { Filters } from './Filters.js';
import listCss from '../../components/list.css';
import { Pagination } from './Pagination.js';
import { withoutParams, withParams } from './search-params.js';
import { MapView, preloadMap } from './map/MapView.js';

const SORTS = [
  ['newest', 'sort.newest'],
  ['price-asc', 'sort.priceAsc'],
  ['price-desc', 'sort.priceDesc'],
] as const;

export type ListViewProps = {
  spec: ListPageSpec;
  location: ListLocation;
  layout: ModuleLayout;
  /** The page's heading (the list is the page's content on the site). */
  title: string;
  headingLevel: 1 | 2;
  /** Filters and the favourites switch; a small embedded list may go without. */
  showFilters: boolean;
};

/** The list a visitor asked for: the page's scope and URL filters, or their favourites. */
function useAskedQuery(spec: ListPageSpec, search: string, pageSize: number) {
  const favourites = useListings((state) => state.favourites);
  const params = new URLSearchParams(search);
  const fromUrl = listQueryFromParams(params);
  const favouritesView = params.get('favourites') === '1';
  const query: Partial<PropertyListQuery> = favouritesView
    ? { ids: favourites, sort: fromUrl.sort, page: fromUrl.page, pageSize }
    : pageListQuery(spec, fromUrl, pageSize);
  return { query, fromUrl, favouritesView, favourites, view: params.get('view') === 'map' ? 'map' : 'list' } as const;
}

/**
 * A property list page (SPEC §2): heading, filters kept in the URL, sorting, list or map, the cards,
 * "page x of y", and "No results were found for your search." when nothing matches.
 */
export function ListView({ spec, location, layout, title, headingLevel, showFilters }: ListViewProps) {
  const { t } = useTranslation(['listings', 'common']);
  const { lang } = useListingsEnv();
  const api = useApi();
  const pageSize = Math.min(MAX_PAGE_SIZE, layout.maxItems);
  const { query, favouritesView, favourites, view } = useAskedQuery(spec, location.search, pageSize);
  const request = listQueryToParams(query).toString();
  const [entry, retry] = useResource(`properties:${lang}:${request}`, () => api.properties(query));
  // While the next page loads, the last one stays (no jump to an empty page).
  const shown = useRef<ListPage<PropertyCard> | null>(null);
  if (entry?.status === 'ready') shown.current = entry.data ?? null;
  const list = shown.current;
  const loading = entry?.status !== 'ready' && entry?.status !== 'failed';

  // Leaflet's code loads beside the list's data, not after it.
  useEffect(() => {
    if (view === 'map') preloadMap();
  }, [view]);

  const headingRef = useRef<HTMLHeadingElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  useAdoptedStyles(sectionRef, listCss);
  // After paging (not after a filter, whose control keeps the focus), start reading at the top of
  // the list, as a new page would.
  const page = query.page ?? 1;
  const paged = useRef(false);
  useEffect(() => {
    if (!paged.current) return;
    paged.current = false;
    headingRef.current?.focus({ preventScroll: true });
    headingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [page]);

  const change = (changes: Record<string, string | null>) => location.go(withParams(location.latest(), changes));
  const activeCount = favouritesView ? 0 : activeFilterCount(query);
  const Heading = `h${headingLevel}` as const;
  const cardHeading = headingLevel === 1 ? 2 : 3;

  return (
    <section className="immo-list" aria-busy={loading} ref={sectionRef}>
      <div className="immo-list__head">
        <Heading className="immo-list__title" ref={headingRef} tabIndex={-1}>
          {favouritesView ? t('favourites.title') : title}
        </Heading>
        {showFilters && (
          <div className="immo-list__switches">
            {favouritesView ? (
              <Button
                variant="light"
                onClick={() => location.go(withoutParams(location.search, ['favourites', 'page']))}
              >
                {t('favourites.back')}
              </Button>
            ) : (
              <Button variant="light" onClick={() => location.go(withParams('', { favourites: '1' }))}>
                {t('favourites.show', { count: favourites.length })}
              </Button>
            )}
          </div>
        )}
      </div>
      {showFilters && !favouritesView && (
        <Filters
          query={query}
          activeCount={activeCount}
          onChange={change}
          onReset={() => location.go(withoutParams(location.search, FILTER_KEYS))}
        />
      )}
      <div className="immo-list__toolbar">
        <p className="immo-list__count" role="status" aria-live="polite">
          {list ? t('results', { count: list.total }) : ''}
        </p>
        <NativeSelect
          className="immo-list__sort"
          label={t('sort.label')}
          data={SORTS.map(([value, key]) => ({ value, label: t(key) }))}
          value={query.sort ?? 'newest'}
          onChange={(event) =>
            change({ sort: event.currentTarget.value === 'newest' ? null : event.currentTarget.value })
          }
        />
        <div className="immo-list__view" role="group" aria-label={t('view.label')}>
          {(['list', 'map'] as const).map((option) => (
            <Button
              key={option}
              variant={view === option ? 'filled' : 'default'}
              aria-pressed={view === option}
              onClick={() => change({ view: option === 'map' ? 'map' : null, page: page > 1 ? String(page) : null })}
            >
              {t(`view.${option}`)}
            </Button>
          ))}
        </div>
      </div>
      {entry?.status === 'failed' && !list && (
        <div className="immo-list__failure" role="alert">
          <p>{t('common:remoteFailure.text')}</p>
          <Button onClick={retry}>{t('common:remoteFailure.retry')}</Button>
        </div>
      )}
      {!list && loading && <p className="immo-list__loading">{t('common:loading')}</p>}
      {list && view === 'map' && (
        // On the map even when nothing matches: the visitor may want to change the area they drew.
        <MapView
          cards={list.items}
          area={query.area}
          // Areas are a filter: not on a favourites list or a list without filters.
          onArea={showFilters && !favouritesView ? (area) => change({ area }) : undefined}
        />
      )}
      {list && list.total === 0 && (
        <div className="immo-list__empty">
          <p>{favouritesView ? t('favourites.empty') : t('empty')}</p>
          {activeCount > 0 && (
            <Button variant="light" onClick={() => location.go(withoutParams(location.search, FILTER_KEYS))}>
              {t('filters.reset')}
            </Button>
          )}
        </div>
      )}
      {list && list.total > 0 && (
        <>
          <CardGrid
            cards={list.items}
            perRow={layout.perRow}
            view={layout.view}
            headingLevel={cardHeading}
            eager={layout.perRow}
          />
          <Pagination
            page={list.page}
            pages={list.pages}
            location={location}
            onPage={() => {
              paged.current = true;
            }}
          />
        </>
      )}
    </section>
  );
}
