import { BREAKPOINTS } from '../format/device.js';

const em = (px: number) => `${px / 16}em`;

/**
 * The one look of every micro-frontend, as plain data for Mantine's `createTheme` (each app has
 * its own MantineProvider; Mantine is not shared, see federation/shared-dependencies.ts).
 * Mantine's default blue fails WCAG AA with white text (3.55:1, TOOLCHAIN.md); shade 8 of the
 * brand colour gives 7.2:1. Breakpoints come from the one table of format/device.ts.
 */
export const siteTheme = {
  primaryColor: 'brand',
  primaryShade: 8,
  colors: {
    brand: [
      '#e6f2f8',
      '#cde3ee',
      '#9cc6dd',
      '#67a7cb',
      '#3d8dbb',
      '#2579ad',
      '#1a6a99',
      '#135a84',
      '#0e4a6e',
      '#083958',
    ],
  },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  breakpoints: {
    xs: em(480),
    sm: em(BREAKPOINTS.mobileMax + 1),
    md: em(1024),
    lg: em(BREAKPOINTS.tabletMax + 1),
    xl: em(1600),
  },
} as const;
