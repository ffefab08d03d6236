import type { Condition } from '../entities/condition.js';
import { evaluateCondition } from './condition.js';

const property = { Goal: 0, Price: 325000, City: 'Gent', Zip: '9000', Details: { Bedrooms: 3 }, MarqueeName: '' };

describe('evaluateCondition (SPEC §3 property condition)', () => {
  it.each([
    [{ field: 'Goal', logic: 'eq', compareWithValue: 0 }, true],
    [{ field: 'Goal', logic: 'eq', compareWithValue: '0' }, true],
    [{ field: 'Goal', logic: 'neq', compareWithValue: 0 }, false],
    [{ field: 'Price', logic: 'gt', compareWithValue: 300000 }, true],
    [{ field: 'Price', logic: 'lte', compareWithValue: 300000 }, false],
    [{ field: 'Details.Bedrooms', logic: 'gte', compareWithValue: 3 }, true],
    [{ field: 'City', logic: 'contains', compareWithValue: 'GEN' }, true],
    [{ field: 'MarqueeName', logic: 'empty' }, true],
    [{ field: 'City', logic: 'notEmpty' }, true],
    [{ field: 'Zip', logic: 'eq', compareWithField: 'Zip' }, true],
    [{ field: 'Price', logic: 'gt', compareWithField: 'Goal' }, true],
  ] as const)('%j is %s', (condition, expected) => {
    expect(evaluateCondition(property, condition)).toBe(expected);
  });

  it('requires every advanced condition as well', () => {
    const condition: Condition = {
      field: 'Goal',
      logic: 'eq',
      compareWithValue: 0,
      advancedCondition: [{ field: 'Price', logic: 'lt', compareWithValue: 100000 }],
    };
    expect(evaluateCondition(property, condition)).toBe(false);
  });

  it('counts a condition that cannot be evaluated as not met', () => {
    expect(evaluateCondition(property, { field: 'Missing', logic: 'eq', compareWithValue: 1 })).toBe(false);
    expect(evaluateCondition(property, { field: 'Details', logic: 'eq', compareWithValue: 1 })).toBe(false);
    expect(evaluateCondition(property, { field: 'City', logic: 'gt', compareWithValue: 5 })).toBe(false);
    expect(evaluateCondition(null, { field: 'Goal', logic: 'eq', compareWithValue: 0 })).toBe(false);
    const throwing = Object.defineProperty({}, 'Goal', {
      enumerable: true,
      get: () => {
        throw new Error('boom');
      },
    });
    expect(evaluateCondition(throwing, { field: 'Goal', logic: 'eq', compareWithValue: 0 })).toBe(false);
  });
});
