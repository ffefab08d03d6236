import { CONSENT_CATEGORIES } from '@immo/shared';
import { Button, Stack } from '@immo/shared/ui';
import { useTranslation } from 'react-i18next';
import { useConsent } from '../../consent/consent-context.js';
import { CategorySwitch } from './CategorySwitch.js';

const choiceButton = { root: 'immo-consent__button', label: 'immo-consent__button-label' };

/**
 * The settings: one switch per category, none on for an undecided visitor; necessary is on and
 * cannot be switched off. "Save my choices" records exactly what is switched on (partial consent).
 */
export function SettingsLayer() {
  const { t } = useTranslation('consent');
  const draft = useConsent((state) => state.draft);
  const setDraft = useConsent((state) => state.setDraft);
  const saveChoices = useConsent((state) => state.saveChoices);
  const showFirstLayer = useConsent((state) => state.showFirstLayer);
  return (
    <Stack gap="md">
      <ul className="immo-consent__categories">
        {CONSENT_CATEGORIES.map((category) => (
          <li key={category}>
            {category === 'necessary' ? (
              <CategorySwitch category={category} checked />
            ) : (
              <CategorySwitch category={category} checked={draft[category]} onChange={(on) => setDraft(category, on)} />
            )}
          </li>
        ))}
      </ul>
      <div className="immo-consent__choices">
        <Button classNames={choiceButton} variant="default" onClick={showFirstLayer}>
          {t('settings.back')}
        </Button>
        <Button classNames={choiceButton} onClick={saveChoices}>
          {t('dialog.saveChoices')}
        </Button>
      </div>
    </Stack>
  );
}
