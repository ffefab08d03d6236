import { Button } from '@immo/shared/ui';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useForms, useFormsEnv } from '../../forms-context.js';
import { AltchaCheck } from './AltchaCheck.js';
import { useFieldState } from './field-state.js';
import { TextField } from './fields.js';

/** The API's image captcha: drawn on the server (no third party sees the visitor), a new image on request. */
function CharactersCaptcha({ formKey }: { formKey: string }) {
  const { t } = useTranslation(['forms', 'errors']);
  const { store } = useFormsEnv();
  const captcha = useForms((state) => state.captchas[formKey]);
  return (
    <>
      <div className="immo-captcha__image" aria-live="polite">
        {captcha?.status === 'ready' && (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.svg)}`}
            alt={t('forms:fields.captcha.imageAlt')}
            width={150}
            height={50}
          />
        )}
        {captcha?.status === 'failed' && <p role="alert">{t('errors:apiError.text')}</p>}
      </div>
      <Button variant="default" onClick={() => store.getState().newCaptcha(formKey)}>
        {t('forms:fields.captcha.newImage')}
      </Button>
      <TextField name="captchaAnswer" label={t('forms:fields.captcha.label')} required autoComplete="off" />
    </>
  );
}

/**
 * Proof that a person sends the form: the automatic check (ALTCHA, which a blind visitor passes as
 * easily as anyone) and, for whoever prefers or whose browser cannot run it, the characters of an
 * image. The server accepts either.
 */
export function CaptchaField({ formKey }: { formKey: string }) {
  const { t } = useTranslation('forms');
  const { setValue } = useFormContext();
  const [mode, setMode] = useState<'check' | 'characters'>('check');
  // A new challenge after every attempt (the last one is spent): the check starts afresh, even when
  // the new image could not be fetched.
  const attempt = useForms((state) => state.captchas[formKey]?.attempt ?? 0);
  const field = useFieldState('captchaAnswer');
  const { errors } = useFormContext().formState;
  const missingCheck = errors.captchaAnswer?.message === 'validation:required.captcha';
  const choose = (next: 'check' | 'characters') => {
    setValue('altcha', '');
    setMode(next);
  };
  return (
    <fieldset className="immo-captcha">
      <legend className="immo-field__label">{t('fields.captcha.checkLabel')}</legend>
      {mode === 'check' ? (
        <>
          <p className="immo-field__help">{t('fields.captcha.checkHelp')}</p>
          <AltchaCheck key={attempt} onPayload={(payload) => setValue('altcha', payload, { shouldValidate: false })} />
          {field.error && (
            <p className="immo-field__error" role="alert">
              {/* The image's wording ("type the characters") would mislead here. */}
              {t(missingCheck ? 'fields.captcha.altcha.verificationRequired' : 'fields.captcha.altcha.error')}
            </p>
          )}
        </>
      ) : (
        <CharactersCaptcha formKey={formKey} />
      )}
      <button
        type="button"
        className="immo-captcha__switch"
        onClick={() => choose(mode === 'check' ? 'characters' : 'check')}
      >
        {mode === 'check' ? t('fields.captcha.useCharacters') : t('fields.captcha.useCheck')}
      </button>
    </fieldset>
  );
}
