import { formatNumber, type OwnerStatistic, type PropertyStatistics } from '@immo/shared';
import { Loader } from '@immo/shared/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortal, usePortalEnv } from '../../owner-portal-context.js';
import type { HeadingLevel } from '../../heading-level.js';
import { RetryNotice } from '../../components/RetryNotice.js';
import { ActivityFigure } from './ActivityFigure.js';
import { EventTable } from './EventTable.js';

/** The three kinds of events of SPEC §3 "Owner statistics", each with its table. */
const KINDS = [
  { type: 'visit', title: 'dashboard.visits', total: 'visits' },
  { type: 'communication', title: 'dashboard.communications', total: 'communications' },
  { type: 'online-media', title: 'dashboard.onlineMedia', total: 'onlineMedia' },
] as const satisfies readonly {
  type: OwnerStatistic['type'];
  title: string;
  total: keyof PropertyStatistics['totals'];
}[];

const PAGE_VISITS = ['today', 'week', 'month', 'total'] as const;

/** The selected property's last 30 days: totals, page visits, the chart per day and a table per kind. */
export function Figures({ propertyId, headingLevel }: { propertyId: number; headingLevel: HeadingLevel }) {
  const { t } = useTranslation('owner');
  const { lang } = usePortalEnv();
  const statistics = usePortal((state) => state.statistics[propertyId]);
  const periodId = useId();
  const Heading = `h${headingLevel + 1}` as 'h2' | 'h3';
  const Subheading = `h${headingLevel + 2}` as 'h3' | 'h4';
  if (statistics === undefined || statistics === 'loading') return <Loader aria-label={t('common:loading')} />;
  if (statistics === 'failed') return <RetryNotice />;
  return (
    <>
      <section aria-labelledby={periodId}>
        <Heading id={periodId}>{t('dashboard.period')}</Heading>
        <dl className="immo-portal__totals" aria-label={t('dashboard.totalsLabel')}>
          {KINDS.map(({ total, title }) => (
            <div key={total}>
              <dt>{t(title)}</dt>
              <dd>{formatNumber(statistics.totals[total], lang)}</dd>
            </div>
          ))}
        </dl>
        <Subheading>{t('pageVisits.title')}</Subheading>
        <dl className="immo-portal__totals">
          {PAGE_VISITS.map((period) => (
            <div key={period}>
              <dt>{t(`pageVisits.${period}`)}</dt>
              <dd>{formatNumber(statistics.pageVisits[period], lang)}</dd>
            </div>
          ))}
        </dl>
        <ActivityFigure statistics={statistics} headingLevel={headingLevel} />
      </section>
      {KINDS.map(({ type, title }) => (
        <section key={type} className="immo-portal__kind">
          <Heading>{t(title)}</Heading>
          <EventTable events={statistics.events.filter((event) => event.type === type)} caption={t(title)} />
        </section>
      ))}
    </>
  );
}
