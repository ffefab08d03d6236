import type { PublicProperty } from '@immo/shared';
import { rentalTerms } from './rental-terms';

const rental = (changes: Partial<PublicProperty>, details: PublicProperty['Details'] = {}) =>
  ({ Goal: 1, Price: 950, PriceUnit: 1, ...changes, Details: details }) as PublicProperty;

describe('the rental terms of a property (SPEC §9 conditions)', () => {
  it('asks 3 times the monthly rent as net income and 2 persons a bedroom', () => {
    expect(rentalTerms(rental({}, { Bedrooms: 2, Charges: 75 }))).toEqual({
      monthlyRent: 950,
      charges: 75,
      deposit: 2850,
      minIncome: 2850,
      maxPersons: 4,
    });
  });

  it("takes the property's own deposit, and counts a studio as one bedroom", () => {
    expect(rentalTerms(rental({}, { Bedrooms: 0, Deposit: 1900 }))).toMatchObject({ deposit: 1900, maxPersons: 2 });
  });

  it('reads a yearly rent per month, rounding the income up to whole euros', () => {
    expect(rentalTerms(rental({ Price: 10000, PriceUnit: 2 }))).toMatchObject({
      monthlyRent: 10000 / 12,
      minIncome: 2500,
    });
  });

  it('knows no figure without a published rent per month or year, nor persons without bedrooms', () => {
    expect(rentalTerms(rental({ Price: null }))).toEqual({
      monthlyRent: null,
      charges: null,
      deposit: null,
      minIncome: null,
      maxPersons: null,
    });
    expect(rentalTerms(rental({ PriceUnit: 3 })).minIncome).toBeNull();
  });
});
