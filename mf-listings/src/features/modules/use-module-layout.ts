import type { Module } from '@immo/shared';
import { findModule, moduleLayout, type ModuleLayout } from '../../components/modules/module-layout.js';
import { useApi, useListingsEnv, useResource } from '../../listings-context.js';

/**
 * The layout of a page's module from the menu (SPEC §3); until the menu is there, or when the page
 * has no such module, SPEC §9's module defaults overridden by `fallback` (a list page shows a page
 * of 12, not a module's 4). `ready` is false while the menu loads.
 */
export function useModuleLayout(
  pagePath: string,
  type: Module['relations']['type'],
  fallbackTitle: string,
  fallback: Partial<Pick<ModuleLayout, 'maxItems' | 'perRow'>> = {},
): { layout: ModuleLayout; ready: boolean } {
  const { lang } = useListingsEnv();
  const api = useApi();
  const [menu] = useResource(`menu:${lang}`, () => api.menu());
  const module = menu?.data ? findModule(menu.data, pagePath, type) : null;
  const layout = moduleLayout(module, fallbackTitle);
  return {
    layout: module ? layout : { ...layout, ...fallback },
    ready: menu?.status === 'ready' || menu?.status === 'failed',
  };
}
