import { DEFAULT_LANGUAGE, isLang, type Lang } from '../i18n/languages.js';
import type { WidgetHandle, WidgetModule, WidgetOptions } from '../remote/contract.js';
import { showFallbackLink } from './fallback-link.js';

/** The attributes every widget element understands; each remote may add its own. */
export const COMMON_ATTRIBUTES = ['lang', 'api', 'site'] as const;

export type WidgetElementOptions = {
  /** Loads the remote's `./widget` (through the page's embed host). */
  load: () => Promise<WidgetModule>;
  /** Where the remote is deployed: the default API when the element names none. */
  origin: string;
  /** The remote's own attributes, passed to the widget as `params`. */
  attributes?: readonly string[];
};

/** The element's language, else the page's, else the default; `nl-BE` and `NL` count as `nl`. */
function languageOf(element: HTMLElement): Lang {
  const candidates = [element.getAttribute('lang'), document.documentElement.lang].map((value) =>
    value?.slice(0, 2).toLowerCase(),
  );
  return candidates.find((candidate) => isLang(candidate)) ?? DEFAULT_LANGUAGE;
}

/**
 * Defines `<tag>`: renders the remote's widget in its shadow root while it is in the document,
 * re-renders when an attribute changes, unmounts (and frees React's root) when removed.
 */
export function defineWidgetElement(tag: string, options: WidgetElementOptions): void {
  if (customElements.get(tag)) return;
  const own = options.attributes ?? [];

  class WidgetElement extends HTMLElement {
    static observedAttributes = [...COMMON_ATTRIBUTES, ...own];
    #handle: WidgetHandle | null = null;
    #mounting = false;

    widgetOptions(): WidgetOptions {
      const params: Record<string, string> = {};
      for (const name of own) {
        const value = this.getAttribute(name);
        if (value !== null) params[name] = value;
      }
      const apiBase = (this.getAttribute('api') ?? options.origin).replace(/\/$/, '');
      return {
        lang: languageOf(this),
        apiBase,
        // Links go to our site, the one the API serves, even when embed.js comes from a CDN; `site`
        // sends them to another site, which must then serve our pages' paths (shared/README.md).
        siteBase: this.getAttribute('site')?.replace(/\/$/, '') ?? apiBase,
        element: tag,
        params,
      };
    }

    async connectedCallback() {
      if (this.#handle || this.#mounting) return;
      this.#mounting = true;
      try {
        const widget = await options.load();
        // Removed while the widget was loading: nothing to mount.
        if (this.isConnected) this.#handle = widget.mount(this, this.widgetOptions());
      } catch (error) {
        // The host page keeps working; the element offers the site instead of staying empty.
        console.warn(`<${tag}> could not be shown`, error);
        const { siteBase, lang } = this.widgetOptions();
        showFallbackLink(this.shadowRoot ?? this.attachShadow({ mode: 'open' }), siteBase, lang);
      } finally {
        this.#mounting = false;
      }
    }

    disconnectedCallback() {
      this.#handle?.();
      this.#handle = null;
    }

    attributeChangedCallback() {
      this.#handle?.update(this.widgetOptions());
    }
  }

  customElements.define(tag, WidgetElement);
}
