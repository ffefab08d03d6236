import { Alert, Button, ImmoProvider } from '@immo/shared/ui';
import type { RemoteName } from '@immo/shared/federation';
import type { i18n } from 'i18next';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, useTranslation } from 'react-i18next';

function RemoteFallback({ remote, retry }: { remote: RemoteName; retry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert color="gray" variant="light" role="status" data-fallback={remote} title={t('remoteFailure.text')}>
      <Button variant="outline" size="sm" onClick={retry}>
        {t('remoteFailure.retry')}
      </Button>
    </Alert>
  );
}

/** Renders the small translated fallback with a retry button into a remote's slot; returns its removal. */
export function fallbackRenderer(getI18n: () => i18n) {
  return (element: HTMLElement, remote: RemoteName, retry: () => void) => {
    const root = createRoot(element);
    root.render(
      <ImmoProvider>
        <I18nextProvider i18n={getI18n()}>
          <RemoteFallback remote={remote} retry={retry} />
        </I18nextProvider>
      </ImmoProvider>,
    );
    return () => root.unmount();
  };
}
