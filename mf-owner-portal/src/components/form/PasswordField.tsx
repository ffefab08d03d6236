import { PasswordInput } from '@immo/shared/ui/fields';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's password input with its show-password toggle reachable by keyboard and named in the
 * page's language (a toggle button: `aria-pressed` says whether the password shows). Mantine marks
 * a wrong password field only for the eye (`data-invalid`): `aria-invalid` tells a screen reader.
 */
export function PasswordField(props: ComponentProps<typeof PasswordInput>) {
  const { t } = useTranslation('owner');
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  );
}
