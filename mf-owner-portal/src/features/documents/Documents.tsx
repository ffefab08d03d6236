import { INTL_LOCALES, type Lang } from '@immo/shared';
import { Loader } from '@immo/shared/ui';
import { useTranslation } from 'react-i18next';
import { usePortal, usePortalEnv } from '../../owner-portal-context.js';
import type { HeadingLevel } from '../../heading-level.js';
import { RetryNotice } from '../../components/RetryNotice.js';

/** A file's size as the page's language writes it: "240 kB", "240 ko". */
function fileSize(bytes: number, lang: Lang): string {
  return new Intl.NumberFormat(INTL_LOCALES[lang], {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  }).format(Math.max(1, Math.round(bytes / 1000)));
}

/** SPEC §6: the documents of the property, each to download; "No documents" when there are none. */
export function Documents({ propertyId, headingLevel }: { propertyId: number; headingLevel: HeadingLevel }) {
  const { t } = useTranslation(['owner', 'errors']);
  const { lang } = usePortalEnv();
  const documents = usePortal((state) => state.documents[propertyId]);
  const Heading = `h${headingLevel + 1}` as 'h2' | 'h3';
  return (
    <section className="immo-portal__documents">
      <Heading>{t('dashboard.documents')}</Heading>
      {documents === undefined || documents === 'loading' ? (
        <Loader aria-label={t('common:loading')} />
      ) : documents === 'failed' ? (
        <RetryNotice />
      ) : documents.length === 0 ? (
        <p>{t('errors:noDocuments.title')}</p>
      ) : (
        <ul>
          {documents.map((document) => (
            <li key={document.url}>
              <a href={document.url} download>
                {document.name}
              </a>
              {/* 0 is an unknown size (the information sheet is made when asked for), not "1 kB". */}
              {document.size > 0 && (
                <>
                  {' '}
                  <span className="immo-portal__muted">({fileSize(document.size, lang)})</span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
