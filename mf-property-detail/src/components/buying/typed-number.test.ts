import { parseDecimal, parseEuros, parseWhole } from './typed-number';

describe('numbers as a visitor types them', () => {
  it.each([
    ['350000', 350000],
    ['350.000', 350000], // nl, de
    ['350,000', 350000], // en
    ['350 000', 350000], // fr (a space or a no-break space)
    ['350\u202f000', 350000],
    ['€ 1.250.000', 1250000],
    ['350000,60', 350001], // cents rounded to the euro
    ['€ 1.234,56', 1235], // nl, de: as the site writes an amount with cents
    ['350.000,00', 350000],
    ['350,000.50', 350001], // en
    ['1 234,56', 1235], // fr
    ['1.000,', 1000], // a visitor typing the cents
    ['0', 0],
  ])('reads the amount %j as %d euros', (text, euros) => {
    expect(parseEuros(text)).toBe(euros);
  });

  it.each(['', 'abc', '-5', '1.2.3', '35O000', '12,5,0', '1.000.5', '1,000,5', '1.000,5,0', ',5'])(
    'refuses the amount %j',
    (text) => {
      expect(parseEuros(text)).toBeNull();
    },
  );

  it.each([
    ['2', 2],
    ['2,5', 2.5],
    ['2.5', 2.5],
    ['3,125 %', 3.125],
    ['3,', 3], // typing "3,5": no error flashes between "3" and "3,5"
    ['3.', 3],
  ])('reads the rate %j as %d', (text, rate) => {
    expect(parseDecimal(text)).toBe(rate);
  });

  it('reads whole years only', () => {
    expect(parseWhole('25')).toBe(25);
    expect(parseWhole('2,5')).toBeNull();
    expect(parseWhole('')).toBeNull();
  });
});
