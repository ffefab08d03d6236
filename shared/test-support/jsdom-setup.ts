// The one jsdom setup of every frontend package's unit tests (jest-dom matchers, what jsdom lacks).
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { setImmediate as nodeSetImmediate } from 'node:timers';

// A test of hydration makes the server's markup with React's Node renderer (the site server's, not
// jsdom's browser build of it); that renderer schedules its work with setImmediate, which jsdom's
// globals lack.
jest.mock('react-dom/static', () => jest.requireActual('react-dom/static.node'));
globalThis.setImmediate ??= nodeSetImmediate as unknown as typeof setImmediate;

// findBy… and waitFor wait for their condition 10 s, not Testing Library's 1 s: on a busy 2-core
// machine a lazy part's failure took longer than 1 s to show (AmortisationFigure, on CI). A
// condition met returns at once; only a failing test waits the whole budget (testTimeout is 30 s).
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks what Mantine reads on start (TOOLCHAIN.md). A test of server rendering runs in
// Node (`@jest-environment node`): it has no window, as on the server.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.assign(window, { ResizeObserver: ResizeObserverStub });
  window.scrollTo = () => {};

  // jsdom has no constructable stylesheets: remotes adopt their styles (stylesheets.ts), tests need
  // only that adopting works, not the styles.
  if (!('replaceSync' in CSSStyleSheet.prototype)) {
    Object.assign(CSSStyleSheet.prototype, { replaceSync() {} });
  }
  for (const owner of [Document.prototype, ShadowRoot.prototype]) {
    if (!('adoptedStyleSheets' in owner)) {
      const sheets = new WeakMap<object, CSSStyleSheet[]>();
      Object.defineProperty(owner, 'adoptedStyleSheets', {
        get() {
          return sheets.get(this) ?? [];
        },
        set(value: CSSStyleSheet[]) {
          sheets.set(this, value);
        },
      });
    }
  }
}
