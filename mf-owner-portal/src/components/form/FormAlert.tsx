import type { ApiError } from '@immo/shared';
import { Alert } from '@immo/shared/ui';
import { useTranslation } from 'react-i18next';

/**
 * What the API answered when it refused a form, in the page's language: its own title and text
 * (SPEC §8), or "no connection" when no answer came — what was typed stays in the form.
 */
export function FormAlert({ error }: { error: ApiError | null }) {
  const { t } = useTranslation('errors');
  if (!error) return null;
  const title = error.body?.title ?? t(`${error.code === 'network' ? 'network' : 'apiError'}.title`);
  const text = error.body?.message ?? t(`${error.code === 'network' ? 'network' : 'apiError'}.text`);
  return (
    <Alert color="red" title={title} role="alert" className="immo-portal__alert">
      {text}
    </Alert>
  );
}
