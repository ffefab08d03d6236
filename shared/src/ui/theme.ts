import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { siteTheme } from '../theme/site-theme.js';

/** The site's theme (one source: siteTheme) as Mantine wants it. */
export const theme = createTheme({
  ...siteTheme,
  colors: { brand: [...siteTheme.colors.brand] as unknown as MantineColorsTuple },
  breakpoints: { ...siteTheme.breakpoints },
});
