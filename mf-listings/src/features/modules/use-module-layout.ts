import type { Module } from '@immo/shared';
import { findModule, moduleLayout, type ModuleLayout } from '../../components/modules/module-layout.js';
import { useApi, useListingsEnv, useResource } from '../../listings-context.js';

/**
 * The layout of a page's module from the menu (SPEC §3); until the menu is there, or when the page
 * has no such module, SPEC §9's module defaults overridden by `fallback` (a list page shows a page
 * of 12, not a module's 4). `ready` is false while the menu loads.
 *
 * The store keeps the module, not the menu: the menu (some 25 KB, mostly every page's SEO texts in
 * four languages) would make a server-rendered slot's state that much larger, for the one module
 * this remote renders of it. Keeping the module alone, the browser's first render from that state
 * is the server's. The cost: the first in-site navigation to another list page reads the menu then
 * (once a page: a page-wide read of the API client), laid out by the defaults until it answers, as a
 * mount without server markup always was. Reading it ahead would cost every visit those 25 KB.
 */
export function useModuleLayout(
  pagePath: string,
  type: Module['relations']['type'],
  fallbackTitle: string,
  fallback: Partial<Pick<ModuleLayout, 'maxItems' | 'perRow'>> = {},
): { layout: ModuleLayout; ready: boolean } {
  const { lang } = useListingsEnv();
  const api = useApi();
  const [entry] = useResource(`module:${lang}:${pagePath}:${type}`, async () =>
    findModule(await api.menu(), pagePath, type),
  );
  const module = entry?.data ?? null;
  const layout = moduleLayout(module, fallbackTitle);
  return {
    layout: module ? layout : { ...layout, ...fallback },
    ready: entry?.status === 'ready' || entry?.status === 'failed',
  };
}
