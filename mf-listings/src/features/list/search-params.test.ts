import { pageWindow, withoutParams, withParams } from './search-params';

describe('list URL changes', () => {
  it('a filter change goes back to page 1; paging keeps the filters', () => {
    expect(withParams('city=Gent%7C9000&page=3', { type: '2' })).toBe('city=Gent%7C9000&type=2');
    expect(withParams('city=Gent%7C9000', { page: '2' })).toBe('city=Gent%7C9000&page=2');
    expect(withParams('type=2&page=2', { type: '' })).toBe('');
    expect(withoutParams('city=Gent&sort=price-asc&epc=a', ['city', 'epc'])).toBe('sort=price-asc');
  });

  it('links the first, last, current and neighbouring pages', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, null, 10]);
  });
});
