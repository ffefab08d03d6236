import { LANGUAGES, switchLanguage, type Lang } from '@immo/shared';
import { Group } from '@immo/shared/ui';
import { useTranslation } from 'react-i18next';

/** SPEC §2: switching swaps the first path segment through the path table (/for-sale/ ↔ /nl/te-koop/). */
export function LanguageSwitcher({ lang, pathname, search }: { lang: Lang; pathname: string; search: string }) {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('languageSwitcher.label')}>
      <Group gap={2} wrap="nowrap" component="ul" className="immo-plain-list">
        {LANGUAGES.map((code) => (
          <li key={code}>
            <a
              className="immo-language-link"
              href={switchLanguage(pathname + search, code)}
              hrefLang={code}
              lang={code}
              aria-current={code === lang ? 'true' : undefined}
              title={t(`languages.${code}`)}
            >
              {code.toUpperCase()}
            </a>
          </li>
        ))}
      </Group>
    </nav>
  );
}
