import { epcFilterLetter, epcLabelsUpTo } from './epc-filter.js';

describe('EPC filter', () => {
  it('"B or better" takes every region\'s labels up to B, and reads back as B', () => {
    expect(epcLabelsUpTo('b')).toEqual(['a_plusplus', 'a_plus', 'a', 'a_sub', 'b_plus', 'b', 'b_sub']);
    expect(epcFilterLetter(epcLabelsUpTo('b'))).toBe('b');
    expect(epcFilterLetter(['a', 'c'])).toBeNull();
    expect(epcFilterLetter(undefined)).toBeNull();
  });
});
