/** The newest navigation's path: an older answer arriving late must not name the page. */
let latest = '';

/**
 * After an in-site navigation the tab names the new page, with the title the server gives that
 * page's head (one source: its metadata). A failed request keeps the old title; nothing breaks.
 */
export async function showPageTitle(pathname: string, apiBase = ''): Promise<void> {
  latest = pathname;
  try {
    const response = await fetch(`${apiBase}/api/page-title?path=${encodeURIComponent(pathname)}`, {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return;
    const { title } = (await response.json()) as { title?: unknown };
    if (typeof title === 'string' && title && latest === pathname) document.title = title;
  } catch {
    // Offline or the API down: the page still works, under its previous title.
  }
}
