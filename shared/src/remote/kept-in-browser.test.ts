/**
 * @jest-environment jsdom
 */
import { DRAFT_PREFIX, FAVOURITES_KEY, keepsVisitorData } from './kept-in-browser.js';

describe('keepsVisitorData', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it("sees a draft kept in the tab, and nothing of another's key", () => {
    sessionStorage.setItem('immo.remote-overrides', '{}');
    expect(keepsVisitorData()).toBe(false);
    sessionStorage.setItem(`${DRAFT_PREFIX}site-contact`, '{"remark":"Een vraag"}');
    expect(keepsVisitorData()).toBe(true);
  });

  it('sees favourites, not an emptied list of them', () => {
    localStorage.setItem(FAVOURITES_KEY, '[]');
    expect(keepsVisitorData()).toBe(false);
    localStorage.setItem(FAVOURITES_KEY, '["4013556"]');
    expect(keepsVisitorData()).toBe(true);
  });

  it('answers no when the browser refuses storage', () => {
    const refused = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(keepsVisitorData(refused, refused)).toBe(false);
  });
});
