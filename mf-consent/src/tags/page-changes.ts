/**
 * Calls `handler` whenever the page shown may have changed: single-spa announces each route change
 * of the site; history moves cover an agency's own page. Repeats are the caller's to ignore.
 */
export function onPageChange(win: Window, handler: () => void): () => void {
  const events = ['single-spa:routing-event', 'popstate'];
  for (const name of events) win.addEventListener(name, handler);
  return () => {
    for (const name of events) win.removeEventListener(name, handler);
  };
}
