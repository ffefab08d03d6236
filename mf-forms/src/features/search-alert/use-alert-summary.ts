import { useTranslation } from 'react-i18next';
import { usePropertyTypes } from '../../components/form-kit/use-property-types.js';
import { useFormsEnv } from '../../forms-context.js';
import type { AlertFilterParams } from './alert-filters.js';
import { alertSummary } from './alert-summary.js';

/** Alerts in words in the page's language, with the type names the store reads (the server's render waits on them). */
export function useAlertSummary(): (filters: AlertFilterParams) => string {
  const { t } = useTranslation('forms');
  const { lang } = useFormsEnv();
  const types = usePropertyTypes();
  return (filters) => alertSummary(filters, { t, lang, types });
}
