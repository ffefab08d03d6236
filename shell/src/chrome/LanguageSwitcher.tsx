import { LANGUAGES, switchLanguage, type Lang } from '@immo/shared';
import { Group } from '@immo/shared/ui';
import { useTranslation } from 'react-i18next';

type LanguageSwitcherProps = {
  lang: Lang;
  pathname: string;
  search: string;
  /** The page's own path in every language, when the server gave them (a property's title differs per language). */
  paths?: Record<Lang, string> | undefined;
};

/**
 * SPEC §2: switching swaps the first path segment through the path table (/for-sale/ ↔ /nl/te-koop/).
 * A page whose path holds its text (a property's title) links the server's path in each language
 * instead, the one its head's hreflang names: the link leads there without a redirect.
 */
export function LanguageSwitcher({ lang, pathname, search, paths }: LanguageSwitcherProps) {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('languageSwitcher.label')}>
      <Group gap={2} wrap="nowrap" component="ul" className="immo-plain-list">
        {LANGUAGES.map((code) => (
          <li key={code}>
            <a
              className="immo-language-link"
              href={paths ? paths[code] + search : switchLanguage(pathname + search, code)}
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
