import { formatPrice, type AmortisationYear } from '@immo/shared';
import { useTranslation } from 'react-i18next';
import { LazyPart, useHydrated } from '@immo/shared/remote';
import { useDetailEnv } from '../../property-detail-context.js';

// recharts is the largest code of the remote and draws nothing a first paint needs: it loads once
// the page is live and a rate is typed (as the owner portal loads its chart).
const loadChart = () => import('./AmortisationChart.js');

function AmortisationTable({ schedule }: { schedule: readonly AmortisationYear[] }) {
  const { t } = useTranslation('buying');
  const { lang } = useDetailEnv();
  const money = (amount: number) => formatPrice(amount, { lang });
  return (
    <div className="immo-buying__table-frame" tabIndex={0} role="group" aria-label={t('amortisation.title')}>
      <table className="immo-buying__table immo-buying__table--schedule">
        <thead>
          <tr>
            <th scope="col">{t('amortisation.year')}</th>
            <th scope="col">{t('amortisation.capital')}</th>
            <th scope="col">{t('amortisation.interest')}</th>
            <th scope="col">{t('amortisation.balance')}</th>
          </tr>
        </thead>
        <tbody>
          {schedule.map((row) => (
            <tr key={row.year}>
              <th scope="row">{row.year}</th>
              <td>{money(row.capital)}</td>
              <td>{money(row.interest)}</td>
              <td>{money(row.balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The yearly amortisation as a chart and, for a screen reader or a keyboard, as a table after it (the
 * chart hides itself from assistive technology; its caption points to the table). The chart's box has a fixed
 * height from the server's render on — saying what it will show until a rate is typed, empty until
 * the chart is drawn in the browser — so nothing below it moves.
 */
export function AmortisationFigure({
  schedule,
  heading: Heading,
}: {
  schedule: readonly AmortisationYear[] | null;
  heading: 'h3' | 'h4';
}) {
  const { t } = useTranslation('buying');
  const hydrated = useHydrated();
  return (
    <>
      <figure className="immo-buying__figure">
        <Heading>{t('amortisation.title')}</Heading>
        <div className="immo-buying__chart">
          {schedule ? (
            // Not aria-hidden here: the chart hides itself, so a notice that it failed to load, and its
            // retry, stay in reach of a screen reader.
            <div className="immo-buying__drawing">{hydrated && <LazyPart load={loadChart} props={{ schedule }} />}</div>
          ) : (
            <p className="immo-buying__chart-note">{t('amortisation.waiting')}</p>
          )}
        </div>
        {schedule && <figcaption>{t('amortisation.caption')}</figcaption>}
      </figure>
      {/* The table is the chart's equivalent, not part of the figure: its caption stays the figure's last child. */}
      {schedule && (
        <details className="immo-buying__schedule">
          <summary>{t('amortisation.showTable')}</summary>
          <AmortisationTable schedule={schedule} />
        </details>
      )}
    </>
  );
}
