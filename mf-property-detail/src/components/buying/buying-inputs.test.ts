import { mortgage, purchaseCosts } from '@immo/shared';
import { buyingFigures, startingInputs, type BuyingField } from './buying-inputs';

const edited = (...fields: BuyingField[]) => new Set(fields);

describe('the figures of the calculator and the simulator', () => {
  it('takes the mortgage deed on the loan (price − own funds) and gives the loan its payment', () => {
    const inputs = startingInputs({ price: '300.000', region: 'flanders', ownFunds: '60000', rate: '2' });
    const figures = buyingFigures(inputs);
    expect(figures.errors).toEqual({});
    expect(figures.loanAmount).toBe(240000);
    expect(figures.costs).toEqual(
      purchaseCosts({
        price: 300000,
        region: 'flanders',
        soleOwnHome: true,
        newBuild: false,
        reducedVat: false,
        loanAmount: 240000,
      }),
    );
    expect(figures.loan).toEqual(mortgage({ amount: 240000, years: 20, yearlyRate: 2 }));
  });

  it('borrows the whole price when no own funds are typed (zero own funds)', () => {
    const figures = buyingFigures(startingInputs({ price: '100000', region: 'brussels', rate: '2' }));
    expect(figures.loanAmount).toBe(100000);
    expect(figures.loan?.monthlyPayment).toBe(505.03);
  });

  it('reads the 6 % VAT option only for a new build', () => {
    const figures = buyingFigures(startingInputs({ price: '300000', region: 'wallonia', reducedVat: true }));
    expect(figures.costs?.lines.map((line) => line.key)).toContain('registrationDuties');
  });

  it('shows no rate and no loan until a rate is typed, and no error for it either', () => {
    const figures = buyingFigures(startingInputs({ price: '300000', region: 'flanders' }));
    expect(figures.loan).toBeNull();
    expect(figures.errors).toEqual({});
    expect(figures.costs).not.toBeNull();
  });

  it('says nothing of an empty price until the visitor has touched it', () => {
    expect(buyingFigures(startingInputs()).errors).toEqual({});
    expect(buyingFigures(startingInputs(), edited('price', 'region')).errors).toEqual({
      price: 'price',
      region: 'region',
    });
  });

  it.each([
    ['price', { price: '0' }],
    ['price', { price: 'abc' }],
    ['ownFunds', { price: '300000', ownFunds: '300001' }],
    ['ownFunds', { price: '300000', ownFunds: '-1' }],
    ['years', { years: '0' }],
    ['years', { years: '41' }],
    ['years', { years: '2,5' }],
    ['rate', { rate: '20,01' }],
    ['rate', { rate: '-1' }],
  ] as const)('marks %s wrong for %j', (field, typed) => {
    const figures = buyingFigures(startingInputs({ price: '300000', region: 'flanders', ...typed }));
    expect(Object.keys(figures.errors)).toEqual([field]);
  });

  it.each([
    { ownFunds: '300000', years: '1', rate: '0' },
    { ownFunds: '0', years: '40', rate: '20' },
  ])('accepts the limits %j', (typed) => {
    const figures = buyingFigures(startingInputs({ price: '300000', region: 'flanders', ...typed }));
    expect(figures.errors).toEqual({});
    expect(figures.loan).not.toBeNull();
  });

  it('has no costs or loan while own funds are wrong: the mortgage deed depends on them', () => {
    const figures = buyingFigures(
      startingInputs({ price: '300000', region: 'flanders', ownFunds: '400000', rate: '2' }),
    );
    expect(figures.costs).toBeNull();
    expect(figures.loan).toBeNull();
  });
});
