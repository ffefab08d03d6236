import { useTranslation } from 'react-i18next';
import { usePortal } from '../../owner-portal-context.js';

/**
 * Says that the session is being checked while the login form of a page the server rendered is
 * already there (the server never knows the owner's session): a logged-in owner learns that the
 * dashboard may follow, a visitor may type meanwhile. A polite live region present from the first
 * render, filled only while the check runs, its line reserved so nothing below moves. Not a second
 * `status`: the form's notices (session expired, password changed) are that.
 */
export function SessionCheckStatus() {
  const { t } = useTranslation('owner');
  const checking = usePortal((state) => state.sessionCheck === 'running');
  return (
    <p aria-live="polite" aria-atomic="true" className="immo-portal__session-check">
      {checking ? t('login.checkingSession') : null}
    </p>
  );
}
