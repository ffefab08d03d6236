import { useSiteSearch } from '@immo/shared/remote';
import { listAlertFilters } from './alert-filters.js';
import { SearchAlertOffer } from './SearchAlertOffer.js';
import { useAlertSummary } from './use-alert-summary.js';

/**
 * The alert offered after a sale or rent list, on the list's filters: its words follow the URL as
 * the visitor filters; the filters sent are the URL's when the visitor sends.
 */
export function ListAlertOffer({ page, initialSearch }: { page: 'for-sale' | 'for-rent'; initialSearch: string }) {
  const summarise = useAlertSummary();
  const filters = listAlertFilters(page, useSiteSearch(initialSearch))!;
  const readFilters = () => listAlertFilters(page, window.location.search) ?? filters;
  return (
    <SearchAlertOffer
      formKey="search-alert:list"
      summary={summarise(filters)}
      readFilters={readFilters}
      headingLevel={2}
    />
  );
}
