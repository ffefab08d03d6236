import { useEffect } from 'react';
import { Dashboard } from './pages/Dashboard.js';
import { LoginForm } from './features/login/LoginForm.js';
import { PasswordForgottenForm } from './features/password/PasswordForgottenForm.js';
import { ResetPasswordForm } from './features/password/ResetPasswordForm.js';
import { takeResetToken } from './features/password/reset-link.js';
import type { HeadingLevel } from './heading-level.js';
import { usePortal, usePortalEnv } from './owner-portal-context.js';

/**
 * The owner portal (SPEC §6): the login form, password forgotten and reset, or the dashboard of a
 * logged-in owner — whichever the store's view says. The address and the session are the
 * browser's: read in effects, so render is a function of the store.
 */
export function Portal({ headingLevel }: { headingLevel: HeadingLevel }) {
  const { store } = usePortalEnv();
  const view = usePortal((state) => state.view);

  useEffect(() => {
    const token = takeResetToken(window.location, window.history, window.sessionStorage);
    if (token) store.getState().openReset(token);
    else void store.getState().restore();
    // The link opened in a tab already on the login page changes only the fragment.
    const onHashChange = () => {
      const opened = takeResetToken(window.location, window.history, window.sessionStorage);
      if (opened) store.getState().openReset(opened);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, [store]);

  // Back in the tab after a while: a session that expired meanwhile shows the login form.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') void store.getState().checkSession();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [store]);

  switch (view.name) {
    case 'checking':
      return <div className="immo-portal immo-portal--checking" aria-busy="true" />;
    case 'login':
      return <LoginForm headingLevel={headingLevel} notice={view.notice} />;
    case 'forgotten':
      return <PasswordForgottenForm headingLevel={headingLevel} />;
    case 'reset':
      return <ResetPasswordForm headingLevel={headingLevel} />;
    case 'dashboard':
      return <Dashboard headingLevel={headingLevel} />;
  }
}
