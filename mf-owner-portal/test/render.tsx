import { join } from 'node:path';
import type { Lang } from '@immo/shared';
import { testI18n } from '@immo/shared/test-support';
import { ImmoProvider } from '@immo/shared/ui';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PortalContext } from '../src/owner-portal-context';
import { createPortalStore, type PortalStore } from '../src/owner-portal-store';

/** A part of the portal in a language, with its own store (the fake API must be in place first). */
export async function renderPortal(ui: ReactNode, lang: Lang = 'en'): Promise<RenderResult & { store: PortalStore }> {
  const i18n = await testI18n(
    lang,
    ['owner', 'validation', 'errors', 'common'],
    join(__dirname, '..', 'src', 'locales'),
  );
  const store = createPortalStore('', lang);
  const result = render(
    <ImmoProvider>
      <I18nextProvider i18n={i18n}>
        <PortalContext.Provider value={{ store, lang, siteBase: '' }}>{ui}</PortalContext.Provider>
      </I18nextProvider>
    </ImmoProvider>,
  );
  return { ...result, store };
}
