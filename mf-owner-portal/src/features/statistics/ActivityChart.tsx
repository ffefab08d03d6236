import { INTL_LOCALES, type DayStatistics } from '@immo/shared';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { usePortalEnv } from '../../owner-portal-context.js';

/** Each series' colour: at least 3:1 against white (WCAG 1.4.11), told apart by more than hue (bars, line). */
const SERIES = [
  { key: 'visits', label: 'dashboard.visits', colour: '#1c5d99' },
  { key: 'communications', label: 'dashboard.communications', colour: '#b35900' },
  { key: 'onlineMedia', label: 'dashboard.onlineMedia', colour: '#2b7a0b' },
] as const;
const PAGE_VIEWS_COLOUR = '#6b2c91';

/**
 * The chart of the last 30 days (recharts): visits, communications and online media stacked per
 * day, page visits as a line on their own scale. Its figures are also in words and in a table
 * (ActivityFigure): the chart itself is hidden from screen readers.
 */
export default function ActivityChart({ perDay }: { perDay: DayStatistics[] }) {
  const { t } = useTranslation('owner');
  const { lang } = usePortalEnv();
  const day = new Intl.DateTimeFormat(INTL_LOCALES[lang], { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const label = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`));
  return (
    <ResponsiveContainer width="100%" height={280}>
      {/* Not focusable: the same figures are in words and in a table beside it (ActivityFigure). */}
      <ComposedChart data={perDay} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid stroke="#dee2e6" vertical={false} />
        <XAxis dataKey="date" tickFormatter={label} minTickGap={16} tick={{ fill: '#495057', fontSize: 12 }} />
        <YAxis yAxisId="events" allowDecimals={false} tick={{ fill: '#495057', fontSize: 12 }} />
        <YAxis yAxisId="views" orientation="right" allowDecimals={false} tick={{ fill: '#495057', fontSize: 12 }} />
        <Tooltip labelFormatter={(value) => label(String(value))} />
        <Legend />
        {SERIES.map((series) => (
          <Bar
            key={series.key}
            yAxisId="events"
            dataKey={series.key}
            name={t(series.label)}
            stackId="events"
            fill={series.colour}
            isAnimationActive={false}
          />
        ))}
        <Line
          yAxisId="views"
          dataKey="pageViews"
          name={t('chart.pageViews')}
          stroke={PAGE_VIEWS_COLOUR}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
