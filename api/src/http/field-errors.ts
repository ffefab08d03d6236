import type { Translate } from '../i18n/translator.js';

/** zod issues as { field: { key, message } } in the visitor's language; the first issue of a field wins. */
export function fieldErrors(issues: Array<{ path: PropertyKey[]; message: string }>, t: Translate) {
  const fields: Record<string, { key: string; message: string }> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (fields[field]) continue;
    const key = /^(validation|errors):[\w.-]+$/.test(issue.message) ? issue.message : 'validation:invalid.value';
    fields[field] = { key, message: t(key) };
  }
  return fields;
}
