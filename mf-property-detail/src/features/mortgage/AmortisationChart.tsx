import { INTL_LOCALES, type AmortisationYear } from '@immo/shared';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTranslation } from 'react-i18next';
import { useDetailEnv } from '../../property-detail-context.js';

/** The owner portal's colours: at least 3:1 against white (WCAG 1.4.11), told apart by more than hue (bars, line). */
const CAPITAL_COLOUR = '#1c5d99';
const INTEREST_COLOUR = '#b35900';
const BALANCE_COLOUR = '#6b2c91';

/** The chart's height: the box that holds it has the same from the server's render on (property-detail.css). */
const CHART_HEIGHT = 260;

/**
 * The yearly amortisation (recharts, as the owner portal's chart): capital and interest stacked per
 * year, what is left to repay as a line on its own scale. Loaded lazily, in the browser only; the
 * same figures are in the table beside it (AmortisationFigure).
 */
export default function AmortisationChart({ schedule }: { schedule: readonly AmortisationYear[] }) {
  const { t } = useTranslation('buying');
  const { lang } = useDetailEnv();
  const compact = new Intl.NumberFormat(INTL_LOCALES[lang], {
    style: 'currency',
    currency: 'EUR',
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  const full = new Intl.NumberFormat(INTL_LOCALES[lang], { style: 'currency', currency: 'EUR' });
  const tick = { fill: '#495057', fontSize: 12 };
  // Hidden from assistive technology (the table says the same); only the drawing, so LazyPart's
  // notice and retry, should the code fail to load, stay reachable.
  return (
    <div aria-hidden="true">
      <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
        {/* Not focusable: the same figures are in the table below it. */}
        <ComposedChart
          data={[...schedule]}
          accessibilityLayer={false}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid stroke="#dee2e6" vertical={false} />
          <XAxis dataKey="year" minTickGap={8} tick={tick} />
          <YAxis yAxisId="paid" tickFormatter={(value: number) => compact.format(value)} tick={tick} width={64} />
          <YAxis
            yAxisId="balance"
            orientation="right"
            tickFormatter={(value: number) => compact.format(value)}
            tick={tick}
            width={64}
          />
          <Tooltip formatter={(value) => full.format(Number(value))} />
          <Legend />
          <Bar
            yAxisId="paid"
            dataKey="capital"
            name={t('amortisation.capital')}
            stackId="paid"
            fill={CAPITAL_COLOUR}
            isAnimationActive={false}
          />
          <Bar
            yAxisId="paid"
            dataKey="interest"
            name={t('amortisation.interest')}
            stackId="paid"
            fill={INTEREST_COLOUR}
            isAnimationActive={false}
          />
          <Line
            yAxisId="balance"
            dataKey="balance"
            name={t('amortisation.balance')}
            stroke={BALANCE_COLOUR}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
