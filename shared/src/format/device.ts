/**
 * ONE breakpoint table for every layout decision (SPEC §9 "Device widths" has two readings:
 * a helper with mobile ≤767 / tablet ≤960, and a layout wrapper with mobile <767 / tablet ≤1279 /
 * desktop ≥1280). We use the layout wrapper's reading with mobile up to and including 767 px:
 * a 768 px iPad portrait is a tablet, a 1024 px iPad landscape still a tablet (a 960 px limit
 * would give it a desktop layout too cramped for the side-by-side listing), 1280 px and up desktop.
 */
export const BREAKPOINTS = {
  /** Widest mobile width, in CSS pixels. */
  mobileMax: 767,
  /** Widest tablet width, in CSS pixels. */
  tabletMax: 1279,
} as const;

export type Device = 'mobile' | 'tablet' | 'desktop';

export function deviceOf(width: number): Device {
  if (width <= BREAKPOINTS.mobileMax) return 'mobile';
  if (width <= BREAKPOINTS.tabletMax) return 'tablet';
  return 'desktop';
}

/** The same table as CSS media queries, for Mantine's theme and plain CSS. */
export const MEDIA_QUERIES = {
  mobile: `(max-width: ${BREAKPOINTS.mobileMax}px)`,
  tablet: `(min-width: ${BREAKPOINTS.mobileMax + 1}px) and (max-width: ${BREAKPOINTS.tabletMax}px)`,
  desktop: `(min-width: ${BREAKPOINTS.tabletMax + 1}px)`,
} as const;

/** SPEC §3 "Display settings" flags for a width. */
export function deviceFlags(width: number): { isMobile: boolean; isTablet: boolean; isDesktop: boolean } {
  const device = deviceOf(width);
  return { isMobile: device === 'mobile', isTablet: device === 'tablet', isDesktop: device === 'desktop' };
}
