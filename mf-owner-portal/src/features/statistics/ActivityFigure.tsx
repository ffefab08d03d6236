import { formatDate, formatNumber, type PropertyStatistics } from '@immo/shared';
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';
import { usePortalEnv } from '../../owner-portal-context.js';
import type { HeadingLevel } from '../../heading-level.js';

// The chart library loads after login, with the first figures: the login page carries none of it.
const ActivityChart = lazy(() => import('./ActivityChart.js'));

/**
 * The 30 days per day as a chart, with what it shows in words beside it (its caption) and the
 * same figures as a table a screen reader or a keyboard user can read row by row.
 */
export function ActivityFigure({
  statistics,
  headingLevel,
}: {
  statistics: PropertyStatistics;
  headingLevel: HeadingLevel;
}) {
  const { t } = useTranslation('owner');
  const { lang } = usePortalEnv();
  const Subheading = `h${headingLevel + 2}` as 'h3' | 'h4';
  const number = (value: number) => formatNumber(value, lang);
  return (
    <figure className="immo-portal__figure">
      <Subheading>{t('chart.title')}</Subheading>
      <div className="immo-portal__chart" aria-hidden="true">
        <ErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <ActivityChart perDay={statistics.perDay} />
          </Suspense>
        </ErrorBoundary>
      </div>
      <figcaption>
        {t('chart.summary', {
          visits: number(statistics.totals.visits),
          communications: number(statistics.totals.communications),
          onlineMedia: number(statistics.totals.onlineMedia),
          // The month's page visits are the chart's 30 days (api/src/owners/statistics.ts).
          pageViews: number(statistics.pageVisits.month),
        })}
      </figcaption>
      <details>
        <summary>{t('chart.showTable')}</summary>
        <div className="immo-portal__table-frame" tabIndex={0} role="group" aria-label={t('chart.title')}>
          <table className="immo-portal__table">
            <thead>
              <tr>
                <th scope="col">{t('chart.day')}</th>
                <th scope="col">{t('dashboard.visits')}</th>
                <th scope="col">{t('dashboard.communications')}</th>
                <th scope="col">{t('dashboard.onlineMedia')}</th>
                <th scope="col">{t('chart.pageViews')}</th>
              </tr>
            </thead>
            <tbody>
              {statistics.perDay.map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="immo-portal__nowrap">
                    {formatDate(day.date, lang)}
                  </th>
                  <td>{number(day.visits)}</td>
                  <td>{number(day.communications)}</td>
                  <td>{number(day.onlineMedia)}</td>
                  <td>{number(day.pageViews)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
