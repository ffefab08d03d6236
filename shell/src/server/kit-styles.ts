/**
 * The UI kit's stylesheets a page needs (issue 23, item 7): of the kit's files (@immo/shared/ui/kit.css,
 * one per Mantine component, in Mantine's order), those whose classes the page's markup carries,
 * and those that name no component (the baseline, the globals). Mantine gives every element it
 * renders its component's hashed classes (`m_77c9d27d`), the same ones its stylesheet names, so the
 * markup says which files are in use; a file is kept whole (all its variants and states). The rest
 * arrives with the shell's code (styles/kit-styles.ts) before the browser draws anything itself.
 */

/** One stylesheet of the kit and the Mantine classes its rules name. */
type KitFile = { css: string; classes: readonly string[] };

/** What css-loader makes of a stylesheet with its imports: one entry per file, its text second. */
export type CssLoaderList = ReadonlyArray<readonly [unknown, string, ...unknown[]]>;

/** Mantine's hashed class names: `m_` and up to 8 hex digits (`m_77c9d27d`, `m_5ae2e3c`). */
const MANTINE_CLASS = /\bm_[0-9a-f]+\b/g;
/** The class attributes of the markup: a visitor's text elsewhere in the page chooses nothing. */
const CLASS_ATTRIBUTE = /\sclass="([^"]*)"/g;
const COMMENT = /\/\*[\s\S]*?\*\//g;
/**
 * Choices of files kept joined: pages of a kind make the same few, so the first ones are all a
 * site has; a page with a choice past them gets its styles joined anew, and nothing more is kept.
 */
const KEPT_CHOICES = 32;

/** The kit's own file (kit.css) is its list of imports: once they are in, comments alone. */
const isBlank = (css: string) => css.replace(COMMENT, '').trim() === '';

/** The Mantine classes the markup's elements carry. */
function classesIn(markup: string): Set<string> {
  const used = new Set<string>();
  for (const [, names = ''] of markup.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of names.match(MANTINE_CLASS) ?? []) used.add(name);
  }
  return used;
}

function kitFile(css: string): KitFile {
  return { css, classes: [...new Set(css.match(MANTINE_CLASS))] };
}

/** Markup may close no <style> early: the texts are Mantine's, but nothing here trusts that. */
const styleElement = (css: string) => `<style data-kit>${css.replace(/<\/style/gi, '<\\/style')}</style>`;

/**
 * A function from a page's markup to the `<style>` of the kit's files it needs. Pages of a kind use
 * the same components, so each distinct choice of files is joined once and kept.
 */
export function pageKitStyles(stylesheets: CssLoaderList): (markup: string) => string {
  const files = stylesheets.filter(([, css]) => !isBlank(css)).map(([, css]) => kitFile(css));
  const joined = new Map<string, string>();
  return (markup) => {
    const used = classesIn(markup);
    const chosen = files.map((file) => file.classes.length === 0 || file.classes.some((name) => used.has(name)));
    const key = chosen.map((kept) => (kept ? '1' : '0')).join('');
    let styles = joined.get(key);
    if (styles === undefined) {
      styles = styleElement(
        files
          .filter((_file, index) => chosen[index])
          .map((file) => file.css)
          .join('\n'),
      );
      if (joined.size < KEPT_CHOICES) joined.set(key, styles);
    }
    return styles;
  };
}
