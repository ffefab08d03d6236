import { keptForTexts } from './kept-for-texts.js';

const common = { siteName: 'Immo Lys' };
const meta = { title: 'Home' };

describe('keptForTexts', () => {
  it('makes one instance per key and the very same text objects', () => {
    const create = jest.fn((texts: object) => ({ texts }));
    const first = keptForTexts('shell|common|nl', { common }, create);
    expect(keptForTexts('shell|common|nl', { common }, create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    expect(keptForTexts('shell|common|fr', { common }, create)).not.toBe(first);
    expect(keptForTexts('shell|common|nl', { common: { siteName: 'Immo Leie' } }, create)).not.toBe(first);
    expect(keptForTexts('shell|common|nl', { common, meta }, create)).not.toBe(first);
    expect(create).toHaveBeenCalledTimes(4);
  });

  it('hands the maker a copy, so what it adds later stays out of the caller’s texts', () => {
    const texts = { common, meta };
    keptForTexts('copy', texts, (copy) => Object.assign(copy, { search: { label: 'Zoeken' } }));
    expect(Object.keys(texts)).toEqual(['common', 'meta']);
    const again = jest.fn();
    keptForTexts('copy', { common, meta }, again);
    expect(again).not.toHaveBeenCalled();
  });
});
