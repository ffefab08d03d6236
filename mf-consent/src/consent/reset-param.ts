/** SPEC §4: the query parameter `setcookies` clears the stored choice. */
export const RESET_PARAM = 'setcookies';

/** `?setcookies`, `?setcookies=1`, `?SetCookies`: typed by people, so any value and any case. */
export function asksForReset(search: string): boolean {
  return [...new URLSearchParams(search).keys()].some((key) => key.toLowerCase() === RESET_PARAM);
}

/** The address without the parameter, so a reload or a later page change does not ask again. */
export function withoutResetParam(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const params = new URLSearchParams(location.search);
  for (const key of [...params.keys()]) if (key.toLowerCase() === RESET_PARAM) params.delete(key);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}
