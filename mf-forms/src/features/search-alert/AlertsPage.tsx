import type { SearchAlertSummary } from '@immo/shared';
import { Button } from '@immo/shared/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForms, useFormsEnv } from '../../forms-context.js';
import { readAlertsLink, type AlertsLink } from './alerts-link.js';
import { useAlertSummary } from './use-alert-summary.js';

/** What the visitor's last press (or the link's `end`) ended: one alert, or all of them. */
type Ended = { what: 'one' | 'all'; count: number } | null;

function EndedNotice({ ended }: { ended: Ended }) {
  const { t } = useTranslation('forms');
  if (!ended) return null;
  const text =
    ended.count === 0
      ? t('alert.page.endedNone')
      : t(ended.what === 'all' ? 'alert.page.endedAll' : 'alert.page.endedOne');
  return (
    <p className="immo-alerts__ended" role="status" tabIndex={-1} ref={(node) => node?.focus()}>
      {text}
    </p>
  );
}

function AlertItem({ alert, onEnd, busy }: { alert: SearchAlertSummary; onEnd: () => void; busy: boolean }) {
  const { t } = useTranslation('forms');
  const summarise = useAlertSummary();
  const id = `immo-alert-${alert.id}`;
  return (
    <li className="immo-alerts__item">
      <p id={id} className="immo-alerts__summary">
        <strong>{summarise(alert.filters)}</strong>
      </p>
      <p className="immo-alerts__facts">
        {t(`alert.page.frequency.${alert.frequency}`)} · {t(`common:languages.${alert.language}`)}
        {!alert.confirmed && ` · ${t('alert.page.unconfirmed')}`}
      </p>
      <Button variant="default" aria-describedby={id} onClick={onEnd} disabled={busy}>
        {t('alert.page.end')}
      </Button>
    </li>
  );
}

/**
 * A visitor's search alerts, from the signed link of an alert mail: each in words with "End this
 * alert", and "End all". The link's `end=<id>` ends that alert on opening (one click, as the mail's
 * unsubscribe promises) and says so. The link is the browser's: read after render, so the server's
 * render is the page's frame alone.
 */
export function AlertsPage({ headingLevel }: { headingLevel: 1 | 2 }) {
  const { t } = useTranslation(['forms', 'errors', 'common']);
  const { store, lang } = useFormsEnv();
  const view = useForms((state) => state.alerts);
  // Undefined until the address is read, null when the link lacks its address or signature.
  const [link, setLink] = useState<AlertsLink | null>();
  const [ended, setEnded] = useState<Ended>(null);

  const load = async (current: AlertsLink, end?: number | 'all') => {
    await store.getState().loadAlerts(lang, current.access, end);
    const answer = store.getState().alerts;
    if (end !== undefined && answer.status === 'ready')
      setEnded({ what: end === 'all' ? 'all' : 'one', count: answer.ended ?? 0 });
  };
  useEffect(() => {
    const current = readAlertsLink(window.location.search);
    setLink(current);
    if (current) void load(current, current.end);
    // Once per page: the link does not change while the page is open.
  }, []);

  const Heading = `h${headingLevel}` as const;
  const busy = view.status === 'loading';
  return (
    <section className="immo-forms immo-alerts">
      <Heading>{t('forms:alert.page.title')}</Heading>
      {link === null || view.status === 'refused' ? (
        <p role="alert">{t('forms:alert.page.refused')}</p>
      ) : (
        <>
          {link && <p>{t('forms:alert.page.intro', { email: link.access.email })}</p>}
          <EndedNotice ended={ended} />
          {view.status === 'failed' && link && (
            <div role="alert">
              <p>{t('errors:network.text')}</p>
              <Button onClick={() => void load(link)}>{t('common:remoteFailure.retry')}</Button>
            </div>
          )}
          {(link === undefined || view.status === 'idle' || busy) && <p>{t('common:loading')}</p>}
          {view.status === 'ready' && link && (
            <>
              {view.alerts.length === 0 ? (
                <p>{t('forms:alert.page.empty')}</p>
              ) : (
                <>
                  <ul className="immo-alerts__list">
                    {view.alerts.map((alert) => (
                      <AlertItem key={alert.id} alert={alert} busy={busy} onEnd={() => void load(link, alert.id)} />
                    ))}
                  </ul>
                  <Button variant="default" onClick={() => void load(link, 'all')} disabled={busy}>
                    {t('forms:alert.page.endAll')}
                  </Button>
                </>
              )}
            </>
          )}
        </>
      )}
    </section>
  );
}
