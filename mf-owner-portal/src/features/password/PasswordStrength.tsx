import { MIN_PASSWORD_SCORE } from '@immo/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePortalEnv } from '../../owner-portal-context.js';
import { strengthScorer, type StrengthScore } from './password-strength.js';

/**
 * The strength of the new password as it is typed: a native meter (read by screen readers as a
 * value) and its level in words, announced politely. Nothing shows until the visitor types.
 */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation('owner');
  const { lang } = usePortalEnv();
  const [score, setScore] = useState<StrengthScore | null>(null);
  useEffect(() => {
    let current = true;
    if (!password) {
      setScore(null);
      return;
    }
    void strengthScorer(lang).then((scorer) => current && setScore(scorer(password, ['immo', 'lys', 'immolys'])));
    return () => {
      current = false;
    };
  }, [password, lang]);
  const level = score === null ? '' : t(`strength.level${score}`);
  return (
    <div className="immo-portal__strength">
      <label>
        <span>{t('strength.label')}: </span>
        <meter min={0} max={4} low={2} high={3} optimum={4} value={score ?? 0} aria-valuetext={level}>
          {level}
        </meter>
      </label>
      <p aria-live="polite" className="immo-portal__strength-text">
        {level}
        {score !== null && score < MIN_PASSWORD_SCORE ? ` — ${t('strength.tooWeak')}` : ''}
      </p>
    </div>
  );
}
