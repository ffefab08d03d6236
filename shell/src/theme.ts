import { siteTheme } from '@immo/shared';
import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** The site's theme (one source: @immo/shared) as Mantine wants it. */
export const theme = createTheme({
  ...siteTheme,
  colors: { brand: [...siteTheme.colors.brand] as unknown as MantineColorsTuple },
  breakpoints: { ...siteTheme.breakpoints },
});
