import type { MenuLinkPage } from '@immo/shared';

/**
 * A menu page as the shell holds it: what its header links (menuLinks) and its home and article
 * pages render, nothing more. The rest of a menu page — above all its SEO texts in all four
 * languages, some 18 KB of a page's data — is for the page's head, which the server writes, and
 * the title after an in-site navigation comes from /api/page-title: the browser never reads it.
 */
export type ShellMenuPage = MenuLinkPage & {
  params: MenuLinkPage['params'] & { content?: string | undefined };
  childMenus: ShellMenuPage[];
};

/** The part of a menu (/api/menu's, the server's) the shell renders, for its server render and page data alike. */
export function shellMenu(pages: readonly ShellMenuPage[]): ShellMenuPage[] {
  return pages.map(({ id, path, status, sort, params, childMenus }) => ({
    id,
    path,
    status,
    sort,
    params: { title: params.title, ...(params.content !== undefined && { content: params.content }) },
    childMenus: shellMenu(childMenus),
  }));
}
