import { join } from 'node:path';
import type { Lang, PageKey } from '@immo/shared';
import type { PageStatus } from '@immo/shared/federation';
import { testI18n } from '@immo/shared/test-support';
import { ImmoProvider } from '@immo/shared/ui';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createShellStore, ShellStoreContext, type ShellStore } from '../src/shell-store.js';

/** Renders part of the shell as the App does: its store (for `page` in `lang`), the kit, its texts. */
export async function renderInShell(
  ui: ReactNode,
  {
    lang = 'en',
    page,
    params = {},
    status,
  }: { lang?: Lang; page: PageKey; params?: Record<string, string>; status?: PageStatus },
): Promise<{ store: ShellStore; container: HTMLElement }> {
  const store = createShellStore({ pathname: '/', route: { lang, page, params }, ...(status ? { status } : {}) });
  const i18n = await testI18n(lang, ['common', 'legal'], join(__dirname, '..', 'src', 'locales'));
  const { container } = render(
    <ShellStoreContext.Provider value={store}>
      <ImmoProvider>
        <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
      </ImmoProvider>
    </ShellStoreContext.Provider>,
  );
  return { store, container };
}
