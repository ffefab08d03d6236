import { formatDate, type OwnerStatistic } from '@immo/shared';
import { useTranslation } from 'react-i18next';
import { usePortalEnv } from '../../owner-portal-context.js';
import { eventWord } from './event-words.js';

const COLUMNS = ['date', 'type', 'contact', 'subject', 'comment', 'status', 'source'] as const;

/**
 * One kind of event of the last 30 days as a table (SPEC §3): date, type, contact, subject,
 * comment, status, source. Subject and comment are the agency's own words, shown as given; a status
 * or source that is a word of the data is shown in the page's language (event-words.ts).
 * On a phone the table scrolls sideways inside its frame, never the page.
 */
export function EventTable({ events, caption }: { events: OwnerStatistic[]; caption: string }) {
  const { t } = useTranslation('owner');
  const { lang } = usePortalEnv();
  if (events.length === 0) return <p>{t('dashboard.noEvents')}</p>;
  return (
    <div className="immo-portal__table-frame" tabIndex={0} role="group" aria-label={caption}>
      <table className="immo-portal__table">
        <caption className="immo-portal__sr-only">{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(`table.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {events.map((event, index) => (
            <tr key={index}>
              <td className="immo-portal__nowrap">{formatDate(event.date, lang)}</td>
              <td>{t(`eventTypes.${event.type}`)}</td>
              <td>{event.contact}</td>
              <td>{event.subject}</td>
              <td>{event.comment}</td>
              <td>{eventWord(t, 'status', event.status)}</td>
              <td>{eventWord(t, 'source', event.source)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
