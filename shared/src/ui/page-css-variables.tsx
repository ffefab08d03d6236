import {
  convertCssVariables,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  keys,
  useMantineStyleNonce,
  useMantineTheme,
  type ConvertCSSVariablesInput,
  type CSSVariablesResolver,
  type MantineTheme,
  type MantineThemeOverride,
} from '@mantine/core';
import { readableTexts } from './readable-texts.js';

/** What Mantine writes anyway (its own stylesheet has them): a page's style element leaves them out. */
const mantineDefaults = defaultCssVariablesResolver(DEFAULT_THEME);

function withoutDefaults(variables: ConvertCSSVariablesInput): ConvertCSSVariablesInput {
  const differing = (part: keyof ConvertCSSVariablesInput) =>
    Object.fromEntries(
      keys(variables[part])
        .filter((name) => mantineDefaults[part][name] !== variables[part][name])
        .map((name) => [name, variables[part][name]!]),
    ) as ConvertCSSVariablesInput[typeof part];
  return { variables: differing('variables'), light: differing('light'), dark: differing('dark') };
}

/**
 * Mantine's variables of a theme as CSS, as MantineProvider writes them on `:root` with its
 * defaults (deduplicated): the page-css-variables test pins them equal.
 */
export function pageCssVariables(theme: MantineTheme, resolver: CSSVariablesResolver): string {
  return convertCssVariables(withoutDefaults(deepMerge(defaultCssVariablesResolver(theme), resolver(theme))));
}

/** Per theme override (MantineProvider merges a new theme object from it on every render). */
const written = new WeakMap<MantineThemeOverride, string>();

/**
 * The page's Mantine variables, in place of MantineProvider's own style element: that one works
 * them out from the theme on every render, a millisecond of every server-rendered page (a CPU
 * profile of the page-render bench: 4.5 %), for a theme that never changes. Worked out once per
 * theme override given to the provider, with the one resolver of the site (`readableTexts`).
 */
export function PageCssVariables({ override }: { override: MantineThemeOverride }) {
  const theme = useMantineTheme();
  const nonce = useMantineStyleNonce();
  let css = written.get(override);
  if (css === undefined) {
    css = pageCssVariables(theme, readableTexts);
    written.set(override, css);
  }
  return <style data-mantine-styles nonce={nonce?.()} dangerouslySetInnerHTML={{ __html: css }} />;
}
