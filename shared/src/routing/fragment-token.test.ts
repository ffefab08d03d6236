/** @jest-environment jsdom */
import { fragmentToken } from './fragment-token.js';

describe('fragmentToken: the token of a mailed link', () => {
  const link = fragmentToken('confirm', 'test.confirm');
  beforeEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/nl/bevestigen/?from=mail#confirm=abc_DEF-123');
  });

  it('takes it out of the address, keeps it in the tab until forgotten', () => {
    expect(link.take(window.location, window.history, sessionStorage)).toBe('abc_DEF-123');
    expect(window.location.href).toBe('http://localhost/nl/bevestigen/?from=mail');
    // A reload: the address has no token any more, the tab still has it.
    expect(link.take(window.location, window.history, sessionStorage)).toBe('abc_DEF-123');
    link.forget(sessionStorage);
    expect(link.take(window.location, window.history, sessionStorage)).toBeNull();
  });

  it("reads only its own name: another link's token is left alone", () => {
    window.history.replaceState(null, '', '/nl/login/#reset=xyz');
    expect(link.take(window.location, window.history, sessionStorage)).toBeNull();
    expect(window.location.hash).toBe('#reset=xyz');
  });
});
