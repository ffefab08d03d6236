import { ActionIcon, Affix, Transition } from '@immo/shared/ui';
import { useThrottledValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useScrolledPast } from './use-scrolled-past.js';

/** SPEC §9: shown after 10 px of scroll, the scroll handler throttled to 100 ms. */
export const SCROLL_TOP_PX = 10;
export const SCROLL_THROTTLE_MS = 100;

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Just below dialogs (Mantine gives both 200): an open cookie dialog is never covered by the button. */
const BELOW_DIALOGS = 'calc(var(--mantine-z-index-modal) - 1)';

export function ScrollToTop() {
  const { t } = useTranslation('common');
  const shown = useThrottledValue(useScrolledPast(SCROLL_TOP_PX), SCROLL_THROTTLE_MS);
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={BELOW_DIALOGS} className="immo-scroll-top">
      <Transition transition="slide-up" mounted={shown}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size="xl"
            radius="xl"
            aria-label={t('scrollToTop')}
            onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'instant' : 'smooth' })}
          >
            <span aria-hidden="true">↑</span>
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
