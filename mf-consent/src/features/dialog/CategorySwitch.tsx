import { Badge, Text } from '@immo/shared/ui';
import { Switch } from '@immo/shared/ui/fields';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentCategory } from '@immo/shared';

export type CategorySwitchProps = {
  category: ConsentCategory;
  checked: boolean;
  /** Absent for necessary: on, and not switchable. */
  onChange?: (on: boolean) => void;
};

/**
 * One category of the settings. The description sits outside the switch's label, tied to it by
 * aria-describedby, so the switch's name is the category's short name, not a paragraph.
 */
export function CategorySwitch({ category, checked, onChange }: CategorySwitchProps) {
  const { t } = useTranslation('consent');
  const descriptionId = useId();
  const name = t(`categories.${category}.name`);
  return (
    <div className="immo-consent__category">
      <Switch
        checked={checked}
        disabled={!onChange}
        onChange={(event) => onChange?.(event.currentTarget.checked)}
        aria-describedby={descriptionId}
        classNames={{ label: 'immo-consent__switch-label' }}
        label={
          onChange ? (
            name
          ) : (
            <>
              {name}{' '}
              <Badge component="span" variant="light" className="immo-consent__always">
                {t('alwaysActive')}
              </Badge>
            </>
          )
        }
      />
      <Text id={descriptionId} size="sm" className="immo-consent__description">
        {t(`categories.${category}.description`)}
      </Text>
    </div>
  );
}
