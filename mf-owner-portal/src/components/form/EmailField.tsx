import { TextInput } from '@immo/shared/ui/fields';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';

/** The owner's e-mail address: the account's name for the browser's password manager. */
export function EmailField(props: ComponentProps<typeof TextInput>) {
  const { t } = useTranslation('owner');
  return <TextInput type="email" label={t('login.email')} autoComplete="username" required {...props} />;
}
