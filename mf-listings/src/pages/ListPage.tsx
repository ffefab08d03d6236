import { DEFAULT_PAGE_SIZE, type PageKey } from '@immo/shared';
import { listPageSpec } from '../components/list-pages/list-pages.js';
import { useTranslation } from 'react-i18next';
import { ListView } from '../features/list/ListView.js';
import { useModuleLayout } from '../features/modules/use-module-layout.js';
import { ProjectList } from '../features/projects/ProjectList.js';
import type { ListLocation } from '../location.js';
import { PAGE_TITLE_KEYS } from './page-titles.js';

/**
 * A list page of the site (SPEC §2): /for-sale/, /for-rent/, /Buitenland/, /Referenties/ and
 * /Nieuwbouw/, laid out by the page's list module in the menu (title, items a row, page size).
 * Loaded apart from the home module, so the home page does not carry it.
 */
export default function ListPage({ page, location }: { page: PageKey; location: ListLocation }) {
  const { t } = useTranslation('listings');
  const spec = listPageSpec(page);
  const project = new URLSearchParams(location.search).has('project');
  const { layout } = useModuleLayout(
    page,
    spec?.kind === 'projects' ? 'project-list' : 'property-list',
    t(PAGE_TITLE_KEYS[page] ?? 'titles.forSale'),
    // The list asks for its first page beside the menu, with the page size lists have by default.
    { maxItems: DEFAULT_PAGE_SIZE },
  );
  if (!spec) return null;
  if (spec.kind === 'projects') return <ProjectList layout={layout} title={layout.title} />;
  return (
    <ListView
      spec={spec}
      location={location}
      layout={layout}
      title={project ? t('titles.projectUnits') : layout.title}
      headingLevel={1}
      showFilters
    />
  );
}
