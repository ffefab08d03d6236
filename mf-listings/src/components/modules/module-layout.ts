import type { InLanguage, MenuPage, Module } from '@immo/shared';

/** SPEC §9: modules show 4 items per row, at most 4 items, unless their settings say otherwise. */
export const MODULE_ITEMS_PER_ROW = 4;
export const MODULE_MAX_ITEMS = 4;

export type ServedModule = InLanguage<Module>;
export type ServedMenuPage = InLanguage<MenuPage>;

/** How a list module lays out its items (SPEC §3 Module). */
export type ModuleLayout = {
  title: string;
  titleOrder: 2 | 3 | 4;
  view: 'grid' | 'list' | 'carousel';
  /** Items side by side on a wide screen; phones show one, tablets at most two. */
  perRow: number;
  maxItems: number;
  /** The module's width in the 12-column page grid per breakpoint. */
  col: { sm: number; md: number; lg: number };
  background: string | null;
  className: string | null;
};

const TITLE_ORDERS = { h2: 2, h3: 3, h4: 4 } as const;

/** The layout of a module, SPEC §9 defaults where it has no settings. */
export function moduleLayout(module: ServedModule | null | undefined, fallbackTitle = ''): ModuleLayout {
  const view = module?.view;
  return {
    title: module?.title || fallbackTitle,
    titleOrder: module ? TITLE_ORDERS[module.titleSize] : 2,
    view: view === 'list' || view === 'carousel' ? view : 'grid',
    perRow: clamp(module?.numberItemOfRow ?? MODULE_ITEMS_PER_ROW, 1, 6),
    maxItems: Math.max(1, module?.maxItems ?? MODULE_MAX_ITEMS),
    col: module?.col ?? { sm: 12, md: 12, lg: 12 },
    background: module?.backgroundType === 'color' && module.colorBackground ? module.colorBackground : null,
    className: module?.class ?? null,
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** Finds a published page's first active module of a kind ('property-list' or 'project-list'). */
export function findModule(
  menu: readonly ServedMenuPage[],
  pagePath: string,
  type: Module['relations']['type'],
): ServedModule | null {
  const visit = (pages: readonly ServedMenuPage[]): ServedMenuPage | undefined => {
    for (const page of pages) {
      if (page.path === pagePath) return page;
      const child = visit(page.childMenus);
      if (child) return child;
    }
    return undefined;
  };
  const page = visit(menu);
  if (!page) return null;
  return (
    [...page.params.modules]
      .filter((module) => module.status && module.relations.type === type)
      .sort((a, b) => a.position - b.position || a.sort - b.sort)[0] ?? null
  );
}
