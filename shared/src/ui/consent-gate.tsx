import { Button, Paper, Stack, Text } from '@mantine/core';
import { useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentCategory, ConsentState } from '../consent/categories.js';
import { emit, lastEmitted, on } from '../events/events.js';

export type ConsentGateProps = {
  /** The cookie category the content needs, e.g. 'social' for a YouTube video or a map. */
  category: ConsentCategory;
  /** What is blocked, for screen readers ("Video of the property"). */
  label: string;
  /** Rendered only once the visitor has accepted `category`: the embed sets no cookie before. */
  children: ReactNode;
};

/**
 * The consent state the consent remote broadcast last, kept current. Unknown on the server and
 * while the browser hydrates the server's markup (the visitor's choice lives in their browser), so
 * both renders agree; read from the render after.
 */
function useConsentState(): ConsentState | undefined {
  return useSyncExternalStore(
    (changed) => on('consent-changed', changed),
    () => lastEmitted('consent-changed'),
    () => undefined,
  );
}

/**
 * Holds back an embed (video, map, social post) until the visitor accepts its cookie category, and
 * says so in their language with a button that accepts that category (SPEC §2 "Cookie consent").
 * The button shows only when a consent dialog is on the page to take the answer: on a preview page
 * or an agency page without one, the content simply stays blocked.
 *
 * Texts come from the `consent` namespace, loaded on first use if the remote did not load it.
 */
export function ConsentGate({ category, label, children }: ConsentGateProps) {
  const state = useConsentState();
  const { t, ready } = useTranslation('consent', { useSuspense: false });
  if (state?.status === 'decided' && state.choice[category]) return <>{children}</>;
  if (!ready) return null;
  return (
    <Paper withBorder p="md" role="group" aria-label={label}>
      <Stack gap="sm" align="flex-start">
        <Text>{t('blocked.textWithCategory', { category: t(`categories.${category}.name`) })}</Text>
        {state && (
          // Its words wrap rather than widen the page (French and German at 320 px, WCAG 1.4.10).
          <Button
            h="auto"
            mih={36}
            maw="100%"
            py={6}
            styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere' } }}
            onClick={() => emit('open-cookie-settings', { accept: category })}
          >
            {t('blocked.accept')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
