/** SPEC §5 "Empty": null, undefined, or a string of only white space. */
export function isEmpty(value: unknown): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}
