import { Button } from '@immo/shared/ui';
import { useTranslation } from 'react-i18next';
import { usePortalEnv } from '../owner-portal-context.js';

/** The owner's data could not be loaded: said in words, with a way to try again (never a broken page). */
export function RetryNotice() {
  const { t } = useTranslation(['owner', 'common']);
  const { store } = usePortalEnv();
  return (
    <div role="alert" className="immo-portal__retry">
      <p>{t('dashboard.failed')}</p>
      <Button variant="light" onClick={() => store.getState().reload()}>
        {t('common:remoteFailure.retry')}
      </Button>
    </div>
  );
}
