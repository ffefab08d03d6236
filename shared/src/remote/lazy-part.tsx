import { Button, Stack, Text } from '@immo/shared/ui';
import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';

export type LazyPartProps<Props extends object> = {
  load: () => Promise<{ default: ComponentType<Props> }>;
  props: Props;
  /** Shown while the part's code arrives. */
  loading?: ReactNode;
};

/**
 * A part of the page whose code loads when it is needed (a property's full-screen view and players,
 * the shell's mobile menu). A download that fails shows a small translated notice with a retry in
 * the part's place; the rest of the page stays. Each retry asks for the code again (React keeps a
 * failed lazy load for good).
 */
export function LazyPart<Props extends object>({ load, props, loading = null }: LazyPartProps<Props>) {
  const { t } = useTranslation('common');
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: the failed one would only fail again.
  const Part = useMemo(() => lazy(load), [attempt]);
  return (
    <ErrorBoundary
      resetKeys={[attempt]}
      fallbackRender={() => (
        <Stack gap="xs" align="flex-start" mb="lg" role="alert">
          <Text>{t('remoteFailure.text')}</Text>
          <Button variant="default" onClick={() => setAttempt((count) => count + 1)}>
            {t('remoteFailure.retry')}
          </Button>
        </Stack>
      )}
    >
      <Suspense fallback={loading}>
        <Part {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
