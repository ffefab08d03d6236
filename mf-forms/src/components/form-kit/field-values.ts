/**
 * "250.000 €" or "250 000" as people here type an amount: the digits (dots only as thousands
 * separators: "2.5" stays as typed, and the schema says it is not a whole number). Empty is no
 * answer (null), not 0.
 */
export function numberInput(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).replace(/[\s€]/g, '');
  if (text === '') return null;
  return /^\d{1,3}(\.\d{3})+$/.test(text) ? text.replace(/\./g, '') : text;
}

/** What a list field holds: always an array, even when a draft or a lone checkbox says otherwise. */
export function asList(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}
