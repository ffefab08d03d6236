import { LANGUAGES, type Lang } from '@immo/shared';

/** The newest navigation's path: an older answer arriving late must not name the page. */
let latest = '';

/** The answer's paths when they name a path starting with `/` for every language; else none. */
function pathsIn(answer: { paths?: unknown }): Record<Lang, string> | undefined {
  const paths = answer.paths as Partial<Record<Lang, unknown>> | undefined;
  if (typeof paths !== 'object' || paths === null) return undefined;
  const valid = LANGUAGES.every((lang) => typeof paths[lang] === 'string' && /^\/(?![/\\])/.test(paths[lang]));
  return valid ? (paths as Record<Lang, string>) : undefined;
}

/**
 * After an in-site navigation the tab names the new page, with the title the server gives that
 * page's head (one source: its metadata), and the language links get the page's path in every
 * language from the same answer (a property's title differs per language). A failed request keeps
 * the old title and the path table's links; nothing breaks.
 */
export async function showPageTitle(
  pathname: string,
  onLanguagePaths: (paths: Record<Lang, string>) => void = () => undefined,
  apiBase = '',
): Promise<void> {
  latest = pathname;
  try {
    const response = await fetch(`${apiBase}/api/page-title?path=${encodeURIComponent(pathname)}`, {
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return;
    const answer = (await response.json()) as { title?: unknown; paths?: unknown };
    if (latest !== pathname) return;
    if (typeof answer.title === 'string' && answer.title) document.title = answer.title;
    const paths = pathsIn(answer);
    if (paths) onLanguagePaths(paths);
  } catch {
    // Offline or the API down: the page still works, under its previous title.
  }
}
