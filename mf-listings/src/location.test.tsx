/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react';
import { withParams } from './features/list/search-params.js';
import { useMemoryLocation } from './location.js';

describe("a widget's list query (in memory)", () => {
  it('keeps both of two changes made in one turn (filters given back at once after hydration)', () => {
    const { result } = renderHook(() => useMemoryLocation('sort=newest'));
    act(() => {
      const location = result.current;
      location.go(withParams(location.latest(), { city: 'Gent|9000' }));
      location.go(withParams(location.latest(), { type: '2' }));
    });
    const query = new URLSearchParams(result.current.search);
    expect(Object.fromEntries(query)).toEqual({ sort: 'newest', city: 'Gent|9000', type: '2' });
  });
});
