import { DEFAULT_THEME, MantineProvider, mergeMantineTheme } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { ImmoProvider } from './immo-provider.js';
import { readableTexts } from './readable-texts.js';
import { theme } from './theme.js';

/** The CSS of the style elements that write Mantine's variables in a render. */
const variableStyles = (html: string) =>
  [...html.matchAll(/<style data-mantine-styles="true"[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]);

describe("the page's Mantine variables", () => {
  it('are the ones MantineProvider itself writes for the site theme, once', () => {
    const mantines = variableStyles(
      renderToString(
        <MantineProvider theme={theme} cssVariablesResolver={readableTexts} withGlobalClasses={false}>
          <p />
        </MantineProvider>,
      ),
    );
    const ours = variableStyles(
      renderToString(
        <ImmoProvider>
          <p />
        </ImmoProvider>,
      ),
    );
    expect(mantines).toHaveLength(1);
    expect(ours).toEqual(mantines);
    // The site's darker help and error texts are in them.
    expect(ours[0]).toContain(`--mantine-color-error: ${mergeMantineTheme(DEFAULT_THEME, theme).colors.red[9]}`);
  });

  it('are the same on the next render (worked out once), and left to the page in a slot', () => {
    const render = () =>
      renderToString(
        <ImmoProvider>
          <p />
        </ImmoProvider>,
      );
    expect(variableStyles(render())).toEqual(variableStyles(render()));
    expect(
      variableStyles(
        renderToString(
          <ImmoProvider pageStyles={false}>
            <p />
          </ImmoProvider>,
        ),
      ),
    ).toEqual([]);
  });
});
