/**
 * @jest-environment jsdom
 */
import { DRAFT_PREFIX, tabHoldsDrafts } from './drafts-in-tab.js';

describe('tabHoldsDrafts', () => {
  afterEach(() => sessionStorage.clear());

  it('sees a draft kept in the tab, and nothing else', () => {
    sessionStorage.setItem('immo.remote-overrides', '{}');
    expect(tabHoldsDrafts()).toBe(false);
    sessionStorage.setItem(`${DRAFT_PREFIX}site-contact`, '{"remark":"Een vraag"}');
    expect(tabHoldsDrafts()).toBe(true);
  });

  it('answers no when the browser refuses storage', () => {
    expect(
      tabHoldsDrafts(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).toBe(false);
  });
});
