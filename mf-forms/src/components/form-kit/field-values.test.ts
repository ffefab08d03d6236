import { asList, numberInput } from './field-values';

describe('what a field holds', () => {
  it('read an amount as people type it, and an empty box as no answer', () => {
    expect(numberInput('250.000')).toBe('250000');
    expect(numberInput('1.250.000 €')).toBe('1250000');
    expect(numberInput(' 250 000 ')).toBe('250000');
    expect(numberInput('3')).toBe('3');
    expect(numberInput('2.5')).toBe('2.5');
    expect(numberInput('')).toBeNull();
    expect(numberInput('  ')).toBeNull();
    expect(numberInput(null)).toBeNull();
  });

  it('hold a list even when a draft or a lone checkbox says otherwise', () => {
    expect(asList(['1', 2])).toEqual(['1', '2']);
    expect(asList('1')).toEqual([]);
    expect(asList(undefined)).toEqual([]);
  });
});
