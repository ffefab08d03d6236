import type { CSSVariablesResolver } from '@mantine/core';

/**
 * Mantine's field help (dimmed) and error text are lighter than WCAG AA's 4.5:1 on white: the
 * site's shades of them are darker, for every Mantine field of every remote.
 */
export const readableTexts: CSSVariablesResolver = (mantine) => ({
  variables: {},
  light: { '--mantine-color-dimmed': mantine.colors.gray[7]!, '--mantine-color-error': mantine.colors.red[9]! },
  dark: {},
});
