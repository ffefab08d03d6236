import { formatNumber, formatPrice, type PurchaseCostLine, type PurchaseCosts } from '@immo/shared';
import { useTranslation } from 'react-i18next';
import { useDetailEnv } from '../../property-detail-context.js';

/** A line's name in words: its rate, the Brussels exemption, the loan of the mortgage deed. */
function useLineLabel(loanAmount: number) {
  const { t } = useTranslation('buying');
  const { lang } = useDetailEnv();
  return (line: PurchaseCostLine): string => {
    const rate = line.rate === undefined ? '' : formatNumber(line.rate, lang);
    if (line.key === 'registrationDuties' && line.abatement) {
      return t('lines.registrationDutiesAbated', { rate, abatement: formatPrice(line.abatement, { lang }) });
    }
    if (line.key === 'mortgageDeed') return t('lines.mortgageDeed', { loan: formatPrice(loanAmount, { lang }) });
    return t(`lines.${line.key}`, { rate });
  };
}

/** Each cost on its row, the total below: a table, so each amount is read with its name. */
export function CostLines({ costs, price, loanAmount }: { costs: PurchaseCosts; price: number; loanAmount: number }) {
  const { t } = useTranslation('buying');
  const { lang } = useDetailEnv();
  const label = useLineLabel(loanAmount);
  const money = (amount: number) => formatPrice(amount, { lang });
  return (
    <table className="immo-buying__table">
      <caption>{t('costs.caption', { price: money(price) })}</caption>
      <tbody>
        {costs.lines.map((line) => (
          <tr key={line.key} data-line={line.key}>
            <th scope="row">{label(line)}</th>
            <td>{money(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr data-line="total">
          <th scope="row">{t('costs.total')}</th>
          <td>{money(costs.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
