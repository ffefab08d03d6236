import { emit, pagePath, type Lang } from '@immo/shared';
import { Grid } from '@immo/shared/ui';
import { useTranslation } from 'react-i18next';
import { ConfiguredHtml } from '../components/ConfiguredHtml.js';
import { FooterSlot } from '../components/RemoteSlot.js';
import { slotsOf, FOOTER_SLOT } from '../layout/layout-table.js';
import { useShellStore } from '../shell-store.js';

/** Asks the consent remote to show its dialog again (SPEC §2 "cookie settings"). */
function openCookieSettings() {
  emit('open-cookie-settings', null);
}

/**
 * SPEC §2 footer: configurable columns whose texts are each public or not, and a copyright line;
 * the newsletter sign-up (mf-forms) in a slot of its own, on every page but the sign-up's own.
 */
export function Footer({ lang }: { lang: Lang }) {
  const { t } = useTranslation('common');
  const footer = useShellStore((state) => state.config?.footer);
  const page = useShellStore((state) => state.route.page);
  return (
    <footer className="immo-footer">
      {slotsOf(page).includes(FOOTER_SLOT) && <FooterSlot />}
      {footer && (
        <Grid gap="xl">
          {footer.columns.map((column, index) => (
            <Grid.Col key={index} span={{ base: 12, sm: column.col.sm, md: column.col.md, lg: column.col.lg }}>
              {column.titlePublic && <h2 className="immo-footer-title">{column.title}</h2>}
              {column.introTextPublic && <ConfiguredHtml lang={lang} html={column.introText} />}
              {column.fullTextPublic && <ConfiguredHtml lang={lang} html={column.fullText} />}
            </Grid.Col>
          ))}
        </Grid>
      )}
      <nav aria-label={t('footer.legalLabel')}>
        <ul className="immo-plain-list immo-footer-links">
          <li>
            <a href={pagePath('privacy-statement', lang)}>{t('legal.privacy')}</a>
          </li>
          <li>
            <a href={pagePath('cookie-policy', lang)}>{t('legal.cookies')}</a>
          </li>
          <li>
            <a href={pagePath('disclaimer', lang)}>{t('legal.disclaimer')}</a>
          </li>
          <li>
            <button type="button" className="immo-link-button" onClick={openCookieSettings}>
              {t('footer.cookieSettings')}
            </button>
          </li>
        </ul>
      </nav>
      {footer && <p className="immo-copyright">{footer.copyright}</p>}
    </footer>
  );
}
