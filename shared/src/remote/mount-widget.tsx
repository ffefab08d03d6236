import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { ImmoProvider } from '@immo/shared/ui';
import { KIT_CSS, KIT_DEFAULT_VARIABLES } from './kit-styles.js';
import widgetCss from './widget.css';
import { sheetOf } from './stylesheets.js';
import type { WidgetHandle, WidgetOptions } from './contract.js';

/** Mantine sizes are rem: on a host page whose root font size is not 16 px, scale them back. */
function remScale(): number {
  const rootSize = parseFloat(getComputedStyle(document.documentElement).fontSize);
  return rootSize > 0 ? 16 / rootSize : 1;
}

/**
 * Renders a widget in a shadow root of `element` with the kit's styles and its own inside it, so
 * the host page's CSS neither reaches the widget nor is touched by it (DESIGN §3).
 */
export function mountWidget(
  element: HTMLElement,
  options: WidgetOptions,
  render: (options: WidgetOptions) => ReactNode,
  css = '',
): WidgetHandle {
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  shadow.adoptedStyleSheets = [sheetOf(KIT_CSS), sheetOf(widgetCss), ...(css ? [sheetOf(css)] : [])];
  const container = document.createElement('div');
  container.className = 'immo-widget';
  // The provider marks the shadow host (for its `:host([data-mantine-color-scheme])` variables);
  // component styles select descendants of the mark, which must be inside the shadow tree too.
  container.setAttribute('data-mantine-color-scheme', 'light');
  const defaults = document.createElement('style');
  defaults.textContent = KIT_DEFAULT_VARIABLES;
  shadow.replaceChildren(defaults, container);
  const root = createRoot(container);
  const scale = remScale();
  const shadowParts = { host: element, container };
  const draw = (next: WidgetOptions) =>
    root.render(
      <ImmoProvider shadow={shadowParts} scale={scale}>
        {render(next)}
      </ImmoProvider>,
    );
  draw(options);
  const unmount = () => {
    root.unmount();
    shadow.replaceChildren();
  };
  return Object.assign(unmount, { update: draw });
}
