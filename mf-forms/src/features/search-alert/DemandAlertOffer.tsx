import { demandAlertFilters, type DemandCriteria } from './alert-filters.js';
import { SearchAlertOffer } from './SearchAlertOffer.js';
import { useAlertSummary } from './use-alert-summary.js';

/**
 * The alert offered at the end of the demand register, on its criteria as far as a list filters
 * on them (goal, type, city, maximum price, bedrooms): shown once the visitor chose buy or rent.
 */
export function DemandAlertOffer({ criteria }: { criteria: DemandCriteria }) {
  const summarise = useAlertSummary();
  const filters = demandAlertFilters(criteria);
  if (!filters) return null;
  return (
    <div className="immo-alert-offer__after">
      <SearchAlertOffer
        formKey="search-alert:demand-register"
        summary={summarise(filters)}
        readFilters={() => filters}
        headingLevel={2}
      />
    </div>
  );
}
