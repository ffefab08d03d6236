import { MantineProvider, Portal, type MantineThemeOverride } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { theme } from './theme.js';
import { PageCssVariables } from './page-css-variables.js';
import { readableTexts } from './readable-texts.js';

export type ImmoProviderProps = {
  children: ReactNode;
  /**
   * Set when the app renders inside a shadow root (an embedded widget): Mantine's variables go on
   * `:host` and its colour-scheme attribute on the shadow host (the widget's element) instead of the
   * page's <html>, and portals (dialogs, dropdowns) open in `container`, inside the shadow root
   * where the styles are.
   */
  shadow?: { host: HTMLElement; container: HTMLElement };
  /** Mantine sizes are in rem: on a page whose root font size is not 16 px this keeps them in px. */
  scale?: number;
  /**
   * Whether this provider writes Mantine's variables and global classes (a style element). False in
   * a slot of the site's page: the shell's provider has written them for the whole page once.
   */
  pageStyles?: boolean;
};

/** The one MantineProvider setup of every micro-frontend. */
export function ImmoProvider({ children, shadow, scale = 1, pageStyles = true }: ImmoProviderProps) {
  const themed = useMemo<MantineThemeOverride>(
    () =>
      shadow
        ? { ...theme, scale, components: { Portal: Portal.extend({ defaultProps: { target: shadow.container } }) } }
        : theme,
    [shadow, scale],
  );
  if (!shadow)
    return (
      <MantineProvider
        theme={themed}
        cssVariablesResolver={readableTexts}
        withCssVariables={false}
        withGlobalClasses={pageStyles}
      >
        {pageStyles && <PageCssVariables override={themed} />}
        {children}
      </MantineProvider>
    );
  return (
    <MantineProvider
      theme={themed}
      cssVariablesResolver={readableTexts}
      cssVariablesSelector=":host"
      getRootElement={() => shadow.host}
      forceColorScheme="light"
    >
      {children}
    </MantineProvider>
  );
}
