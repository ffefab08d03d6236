import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useForms } from '../../forms-context.js';
import { AltchaCheck } from './AltchaCheck.js';
import { useFieldState } from './field-state.js';

/**
 * Proof that a person sends the form: ALTCHA's automatic check, which a blind visitor passes as
 * easily as anyone (the server verifies and spends its payload). The image captcha it replaced
 * was read by a script, so there is no second way.
 */
export function CaptchaField({ formKey }: { formKey: string }) {
  const { t } = useTranslation('forms');
  const { setValue } = useFormContext();
  // A new check after every attempt (the last payload is spent).
  const attempt = useForms((state) => state.captchaAttempts[formKey] ?? 0);
  const field = useFieldState('altcha');
  const { errors } = useFormContext().formState;
  const missingCheck = errors.altcha?.message === 'validation:required.captcha';
  return (
    <fieldset className="immo-captcha">
      <legend className="immo-field__label">{t('fields.captcha.checkLabel')}</legend>
      <p className="immo-field__help">{t('fields.captcha.checkHelp')}</p>
      <AltchaCheck key={attempt} onPayload={(payload) => setValue('altcha', payload, { shouldValidate: false })} />
      {field.error && (
        <p className="immo-field__error" role="alert">
          {t(missingCheck ? 'fields.captcha.altcha.verificationRequired' : 'fields.captcha.altcha.error')}
        </p>
      )}
    </fieldset>
  );
}
