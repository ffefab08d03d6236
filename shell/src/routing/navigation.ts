import { on } from '@immo/shared';
import { navigateToUrl } from 'single-spa';

/** Internal links navigate without a reload; external ones, downloads and new tabs behave as links do. */
function isInternalNavigation(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return false;
  const path = anchor.pathname;
  return !/^\/(api|media|locales|remotes)\//.test(path) && !/\.[a-z0-9]+$/i.test(path);
}

/** The shell owns the URL (DESIGN §4): link clicks and remotes' `navigate` events go through single-spa. */
export function installNavigation(): () => void {
  const onClick = (event: MouseEvent) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || !isInternalNavigation(event, anchor)) return;
    event.preventDefault();
    navigateToUrl(anchor.href);
  };
  document.addEventListener('click', onClick);
  const offNavigate = on('navigate', ({ path, replace }) => {
    if (replace) window.history.replaceState(null, '', path);
    else navigateToUrl(path);
  });
  return () => {
    document.removeEventListener('click', onClick);
    offNavigate();
  };
}
