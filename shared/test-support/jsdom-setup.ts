// The one jsdom setup of every frontend package's unit tests (jest-dom matchers, what jsdom lacks).
import '@testing-library/jest-dom';

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
