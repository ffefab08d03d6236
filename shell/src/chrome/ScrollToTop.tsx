import { ActionIcon, Affix, Transition } from '@immo/shared/ui';
import { useThrottledValue, useWindowScroll } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

/** SPEC §9: shown after 10 px of scroll, the scroll handler throttled to 100 ms. */
export const SCROLL_TOP_PX = 10;
export const SCROLL_THROTTLE_MS = 100;

export function ScrollToTop() {
  const { t } = useTranslation('common');
  const [scroll, scrollTo] = useWindowScroll();
  const y = useThrottledValue(scroll.y, SCROLL_THROTTLE_MS);
  return (
    <Affix position={{ bottom: 20, right: 20 }} className="immo-scroll-top">
      <Transition transition="slide-up" mounted={y > SCROLL_TOP_PX}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size="xl"
            radius="xl"
            aria-label={t('scrollToTop')}
            onClick={() => scrollTo({ y: 0 })}
          >
            <span aria-hidden="true">↑</span>
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
