import { loadPasswordJudge, type PasswordJudgement } from '@immo/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The strength of the new password as it is typed, judged by the site's one password rule (the
 * API's, with the same dictionaries of the four languages): a native meter (read by screen readers
 * as a value), its level in words and, when the API would refuse the password, the API's reason,
 * announced politely. Nothing shows until the visitor types; the dictionaries load at the first key.
 */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation('owner');
  const [judgement, setJudgement] = useState<PasswordJudgement | null>(null);
  useEffect(() => {
    let current = true;
    if (!password) {
      setJudgement(null);
      return;
    }
    loadPasswordJudge().then(
      (judge) => current && setJudgement(judge(password)),
      // Dictionaries that did not load (offline): no meter; the next key tries again, the API judges anyway.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [password]);
  const level = judgement === null ? '' : t(`strength.level${judgement.score}`);
  return (
    <div className="immo-portal__strength">
      <label>
        <span>{t('strength.label')}: </span>
        <meter min={0} max={4} low={2} high={3} optimum={4} value={judgement?.score ?? 0} aria-valuetext={level}>
          {level}
        </meter>
      </label>
      <p aria-live="polite" className="immo-portal__strength-text">
        {level}
        {judgement?.refusal ? ` — ${t(judgement.refusal)}` : ''}
      </p>
    </div>
  );
}
