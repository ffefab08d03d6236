/**
 * @jest-environment node
 */
// A page's first paint gets the UI kit's stylesheets of what it renders, and only those (issue 23).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pageKitStyles, type CssLoaderList } from './kit-styles.js';

const kitList = join(dirname(require.resolve('@immo/shared/package.json')), 'src', 'ui', 'kit.css');
const mantineStyles = join(dirname(require.resolve('@mantine/core')), '..', 'styles');

/** The kit as the server build gets it from css-loader: each imported file, then the list's own text. */
function kitAsBuilt(): CssLoaderList {
  const list = readFileSync(kitList, 'utf8');
  const files = [...list.matchAll(/@import '@mantine\/core\/styles\/([^']+)';/g)].map(
    ([, file]) => [file, readFileSync(join(mantineStyles, file!), 'utf8')] as const,
  );
  return [...files, [kitList, list.replace(/@import [^;]+;/g, '')]];
}

const fileOf = (name: string) => readFileSync(join(mantineStyles, `${name}.layer.css`), 'utf8');
/** A class of the component's stylesheet, as Mantine puts it on the element it renders. */
const classOf = (name: string) => /\.(m_[0-9a-f]+)/.exec(fileOf(name))![1]!;

describe("the UI kit's stylesheets of a page", () => {
  const styles = pageKitStyles(kitAsBuilt());

  it('are those of the components its markup renders, in the order of the whole kit, with the baseline', () => {
    const button = `<button class="${classOf('UnstyledButton')} ${classOf('Button')} mantine-Button-root">Send</button>`;
    const page = styles(`<main>${button}</main>`);
    expect(page).toMatch(/^<style data-kit>[\s\S]*<\/style>$/);
    for (const name of ['baseline', 'global', 'UnstyledButton', 'Button']) expect(page).toContain(fileOf(name));
    for (const name of ['Breadcrumbs', 'Modal', 'Switch']) expect(page).not.toContain(fileOf(name));
    // Button's background must come after UnstyledButton's reset, as in the whole kit.
    expect(page.indexOf(fileOf('UnstyledButton'))).toBeLessThan(page.indexOf(fileOf('Button')));
  });

  it('are the baseline alone for a page without a component, and never the kit list itself', () => {
    const page = styles('<main><p>Text</p></main>');
    expect(page).toBe(`<style data-kit>${fileOf('baseline')}\n${fileOf('global')}</style>`);
    expect(page).not.toContain('@import');
  });

  it('follow what each page renders, pages of one kind alike', () => {
    const withBreadcrumbs = styles(`<nav class="${classOf('Breadcrumbs')}"></nav>`);
    expect(withBreadcrumbs).toContain(fileOf('Breadcrumbs'));
    expect(styles(`<nav class="${classOf('Breadcrumbs')}"></nav><p>other text</p>`)).toBe(withBreadcrumbs);
    expect(styles('<p></p>')).not.toContain(fileOf('Breadcrumbs'));
  });

  it("are chosen by the elements' classes only: a visitor's text naming a class chooses nothing", () => {
    const searched = styles(`<main><p>Results for “${classOf('Breadcrumbs')}”</p></main>`);
    expect(searched).not.toContain(fileOf('Breadcrumbs'));
  });

  it('keep a file whose rules sit between comments, and drop a file of comments alone', () => {
    const commented = pageKitStyles([
      ['card.css', '/* a */\n.m_1234abc{color:red}\n/* end */'],
      ['kit.css', '/* the list */\n/* of imports */'],
    ]);
    expect(commented('<div class="m_1234abc"></div>')).toBe(
      '<style data-kit>/* a */\n.m_1234abc{color:red}\n/* end */</style>',
    );
  });

  it('cannot be closed early by what a stylesheet holds', () => {
    const hostile = pageKitStyles([['evil.css', '.m_00000001{}</style><script>alert(1)</script>']]);
    expect(hostile('<i class="m_00000001"></i>')).not.toContain('</style><script>');
  });
});
