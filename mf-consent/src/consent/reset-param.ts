/** SPEC §4: the query parameter `setcookies` clears the stored choice. */
export const RESET_PARAM = 'setcookies';

/** `?setcookies`, `?setcookies=1`, `?SetCookies`: typed by people, so any value and any case. */
export function asksForReset(search: string): boolean {
  return [...new URLSearchParams(search).keys()].some((key) => key.toLowerCase() === RESET_PARAM);
}
