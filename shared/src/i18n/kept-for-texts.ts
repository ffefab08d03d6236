/** Texts by namespace, as a server render is given them (its bundled files, the same objects on every request). */
export type Texts = Record<string, Record<string, unknown>>;

type Kept = { key: string; texts: Texts; instance: unknown };

/** By the object of the texts' first namespace, so texts nobody holds any more are let go. */
const kept = new WeakMap<object, Kept[]>();

const sameTexts = (a: Texts, b: Texts): boolean =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((ns) => a[ns] === b[ns]);

/**
 * One i18next instance per `key` (what else tells instances apart: language, namespaces, where it
 * loads from) and the very same text objects, made by `create` the first time. A server render
 * gets the same texts on every request, and starting an instance for every slot of every page was
 * a tenth of a page's render. Only for instances nothing changes the language of. `create` gets a
 * copy of the texts: i18next writes a namespace it loads later into the object it was given.
 */
export function keptForTexts<T>(key: string, texts: Texts, create: (copy: Texts) => T): T {
  const first = Object.values(texts)[0];
  const entries = first ? (kept.get(first) ?? []) : [];
  const found = entries.find((entry) => entry.key === key && sameTexts(entry.texts, texts));
  if (found) return found.instance as T;
  const instance = create({ ...texts });
  if (first) kept.set(first, [...entries, { key, texts: { ...texts }, instance }]);
  return instance;
}
