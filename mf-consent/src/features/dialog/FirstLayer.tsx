import { pagePath, type Lang } from '@immo/shared';
import { Anchor, Button, Stack, VisuallyHidden } from '@immo/shared/ui';
import { useTranslation } from 'react-i18next';
import { useConsent } from '../../consent/consent-context.js';

const choiceButton = { root: 'immo-consent__button', label: 'immo-consent__button-label' };

/**
 * The first layer: "accept all" and "decline all except necessary" side by side in the very same
 * style (Belgian DPA decisions 113/2024 and 131/2024: a less visible refusal is unlawful), then
 * the settings. The cookie policy opens in a new tab: the dialog would cover it on this one.
 */
export function FirstLayer({ lang, siteBase }: { lang: Lang; siteBase: string }) {
  const { t } = useTranslation('consent');
  const agreeAll = useConsent((state) => state.agreeAll);
  const declineAll = useConsent((state) => state.declineAll);
  const openSettings = useConsent((state) => state.openSettings);
  return (
    <Stack gap="md">
      <Anchor href={`${siteBase}${pagePath('cookie-policy', lang)}`} target="_blank" rel="noopener">
        {t('dialog.policyLink')}
        <VisuallyHidden> {t('dialog.opensInNewTab')}</VisuallyHidden>
      </Anchor>
      <div className="immo-consent__choices">
        <Button classNames={choiceButton} onClick={agreeAll}>
          {t('dialog.agreeAll')}
        </Button>
        <Button classNames={choiceButton} onClick={declineAll}>
          {t('dialog.declineAll')}
        </Button>
      </div>
      <Button classNames={choiceButton} variant="default" onClick={openSettings}>
        {t('dialog.settings')}
      </Button>
    </Stack>
  );
}
