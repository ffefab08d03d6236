import type { MenuPage } from '@immo/shared';
import type { Catalogue } from './catalogue.js';

/** The menu a visitor sees: published pages only, in their order — for /api/menu and the server's header alike. */
export function publishedMenu(catalogue: Catalogue): MenuPage[] {
  const published = (pages: readonly MenuPage[]): MenuPage[] =>
    pages
      .filter((page) => page.status === 'Published')
      .sort((a, b) => a.sort - b.sort)
      .map((page) => ({ ...page, childMenus: published(page.childMenus) }));
  return published(catalogue.menuPages);
}
