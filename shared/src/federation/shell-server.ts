import type { InLanguage } from '../entities/in-language.js';
import type { MenuPage } from '../entities/menu.js';
import type { SiteConfig } from '../entities/site.js';
import type { Lang } from '../i18n/languages.js';
import type { Route } from '../routing/resolve-route.js';
import type { SlotPlace, SlotRender } from './server-render.js';

/**
 * The HTTP status the site server answers a page with: 404 for an unknown path, and for a property
 * page whose id the catalogue does not have (the property page's layout then holds its not-found
 * message alone: no contact panel, no similar properties).
 */
export type PageStatus = 200 | 404;

/** A slot of a page as the site server needs it from the shell's layout table. */
export type LaidOutSlot = { id: string; remote: string; place: SlotPlace };

/** A slot the site server rendered with its remote's server bundle. */
export type RenderedSlot = SlotRender & { remote: string };

export type ShellPageRequest = {
  /** The route the server resolved once for the request. */
  route: Route;
  pathname: string;
  /** Optional: a site server built before it sends none (the page is then laid out as found). */
  status?: PageStatus;
  /** The query string, '?' included, or empty. */
  search: string;
  /**
   * The page's path in every language, as its head's hreflang alternates give them (a property's
   * with its title in each language), for the language links. Optional: without them (a site
   * server built before, a page that does not exist) the links map the path through the path table.
   */
  languagePaths?: Record<Lang, string>;
  config: InLanguage<SiteConfig>;
  menu: InLanguage<MenuPage>[];
  /** The shell's own namespaces in the page's language, from its build (`dist/locales`). */
  texts: Record<string, Record<string, unknown>>;
  /** The slots rendered in time, by slot id; the others are left to the browser. */
  slots: Record<string, RenderedSlot>;
};

export type ShellPage = {
  /** What goes inside the shell's root element. */
  root: string;
  /** The page's data for the browser (after the root): the shell's start and each slot's state. */
  data: string;
  /**
   * The stylesheets of what the page renders, for the end of its head: the UI kit's files its markup
   * uses, then each rendered slot's own stylesheet, once per remote.
   */
  styles: string;
  /**
   * The cookie dialog's server markup, for its slot outside the shell's root (`<!--immo:consent-->`
   * in the shell's template); empty when it was not rendered.
   */
  consent: string;
};

/**
 * The shell's server entry (`shell/dist/server/shell-server.cjs`, DESIGN §7): the site server asks
 * it which slots a page has, then has it render the page around the slots it rendered.
 */
export type ShellServerModule = {
  /** With the page's `pathname`, the cookie dialog's slot too where the page has the dialog. */
  pageSlots(route: Route, status?: PageStatus, pathname?: string): LaidOutSlot[];
  /** The shell's own namespaces the page renders. */
  shellNamespaces(route: Route): string[];
  renderShellPage(request: ShellPageRequest): Promise<ShellPage>;
  /**
   * The remotes whose code the browser loads as soon as the page at `pathname` starts (its slots
   * that load at once): the site server has the browser fetch their code
   * beside the shell's instead of after it. Optional: a shell built before it has no preloads.
   */
  remotesAtOnce?(route: Route, pathname: string): string[];
};
