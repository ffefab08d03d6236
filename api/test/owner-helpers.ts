import { SESSION_COOKIE } from '../src/owners/owner-cookie.js';
import type { TestApp } from './test-app.js';

/** Asks for a reset link and reads its token from the mail the outbox sent. */
export async function requestResetToken(test: TestApp, email: string): Promise<string> {
  const before = test.sent.length;
  const answer = await test.app.inject({ method: 'POST', url: '/api/owner/password-forgotten', payload: { email } });
  expect(answer.statusCode).toBe(202);
  await test.app.outbox.flush();
  const mail = test.sent.slice(before).find((entry) => entry.to === email && /#reset=/.test(entry.text));
  return /#reset=([\w-]+)/.exec(mail!.text)![1]!;
}

/** Sets a new password with a reset token; the answer as it came. */
export function resetPassword(test: TestApp, token: string, password: string, lang = 'en') {
  return test.app.inject({
    method: 'POST',
    url: `/api/owner/password-reset?lang=${lang}`,
    payload: { token, password, passwordConfirmation: password },
  });
}

/** Logs in over plain http (the test app's origin); the session cookie as a Cookie header. */
export async function logIn(test: TestApp, owner: { email: string; password: string }) {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/owner/login',
    payload: { email: owner.email, password: owner.password },
  });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((entry) => entry.name === SESSION_COOKIE)!;
  return { cookie: `${SESSION_COOKIE}=${cookie.value}`, csrfToken: response.json().csrfToken as string };
}

export function sessionStatus(test: TestApp, cookie: string): Promise<number> {
  return test.app
    .inject({ method: 'GET', url: '/api/owner/session', headers: { cookie } })
    .then((response) => response.statusCode);
}
