import { formatPrice } from '@immo/shared';
import { Stack } from '@immo/shared/ui';
import { TextInput } from '@immo/shared/ui/fields';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../components/buying/buying-inputs.js';
import type { BuyingForm } from '../../components/buying/use-buying-inputs.js';
import { useDetailEnv } from '../../property-detail-context.js';
import { AmortisationFigure } from './AmortisationFigure.js';

/** The loan's figures: what is borrowed, paid each month, paid in interest, and the whole cost. */
function LoanFigures({ form }: { form: BuyingForm }) {
  const { t } = useTranslation('buying');
  const { lang } = useDetailEnv();
  const { loan, costs, price, loanAmount } = form.figures;
  if (!loan || price === null || loanAmount === null) {
    return <p className="immo-buying__pending">{t('mortgage.typeRate')}</p>;
  }
  const money = (amount: number) => formatPrice(amount, { lang });
  const rows: Array<[string, string, string]> = [
    ['price', t('mortgage.price'), money(price)],
    ['loanAmount', t('mortgage.loanAmount'), money(loanAmount)],
    ['monthlyPayment', t('mortgage.monthlyPayment'), money(loan.monthlyPayment)],
    ['totalInterest', t('mortgage.totalInterest'), money(loan.totalInterest)],
  ];
  if (costs) {
    rows.push(
      ['purchaseCosts', t('mortgage.purchaseCosts'), money(costs.total)],
      ['totalCost', t('mortgage.totalCost'), money(price + costs.total + loan.totalInterest)],
    );
  }
  return (
    <table className="immo-buying__table">
      <caption>{t('mortgage.caption')}</caption>
      <tbody>
        {rows.map(([key, label, amount]) => (
          <tr key={key} data-line={key}>
            <th scope="row">{label}</th>
            <td>{amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The mortgage simulator (issue 25) beside the calculator: own funds, duration and the rate the
 * visitor types — empty until then, and no placeholder either: a number shown there would read as a
 * rate the agency advertises (Belgian credit advertising rules). The monthly payment uses the
 * equivalent monthly rate (`mortgage` of @immo/shared).
 */
export function MortgageSimulator({ form, heading: Heading }: { form: BuyingForm; heading: 'h2' | 'h3' | 'h4' }) {
  const { t } = useTranslation('buying');
  const headingId = useId();
  const { ownFunds, years, rate } = form.inputs;
  const { errors, loan } = form.figures;
  return (
    <section className="immo-buying__part" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('mortgage.title')}</Heading>
      <Stack gap="sm">
        <TextInput
          label={t('mortgage.ownFunds')}
          leftSection="€"
          placeholder="0"
          inputMode="decimal"
          autoComplete="off"
          value={ownFunds}
          error={errors.ownFunds && t('errors.ownFunds')}
          onChange={(event) => form.change({ ownFunds: event.currentTarget.value })}
        />
        <TextInput
          label={t('mortgage.years')}
          inputMode="numeric"
          autoComplete="off"
          value={years}
          error={errors.years && t('errors.years', LIMITS.years)}
          onChange={(event) => form.change({ years: event.currentTarget.value })}
        />
        <TextInput
          label={t('mortgage.rate')}
          description={t('mortgage.rateHelp')}
          rightSection="%"
          inputMode="decimal"
          autoComplete="off"
          value={rate}
          error={errors.rate && t('errors.rate', LIMITS.rate)}
          onChange={(event) => form.change({ rate: event.currentTarget.value })}
        />
      </Stack>
      <LoanFigures form={form} />
      <p className="immo-buying__rules">{t('mortgage.simulation')}</p>
      <AmortisationFigure schedule={loan?.schedule ?? null} heading={Heading === 'h2' ? 'h3' : 'h4'} />
    </section>
  );
}
