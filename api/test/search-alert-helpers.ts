import type { AlertFrequency, Lang } from '@immo/shared';
import type { OutgoingMail } from '../src/mail/transport.js';
import { solvedAltcha, type TestApp } from './test-app.js';

export const ADDRESS = 'an.peeters@example.be';

export type AlertRequest = {
  email?: string;
  frequency?: AlertFrequency;
  filters?: Record<string, string>;
  language?: Lang;
};

/** POST /api/alerts as the form sends it, with a solved captcha. */
export async function askAlert(test: TestApp, request: AlertRequest = {}, lang: Lang = 'en') {
  const payload = {
    email: request.email ?? ADDRESS,
    frequency: request.frequency ?? 'instant',
    filters: request.filters ?? { goal: 'sale' },
    privacy: true,
    language: request.language ?? lang,
    ...(await solvedAltcha(test)),
  };
  return test.app.inject({ method: 'POST', url: `/api/alerts?lang=${lang}`, payload });
}

/** The mails sent since the last call (the outbox flushed first). */
export async function sentMails(test: TestApp): Promise<OutgoingMail[]> {
  await test.app.outbox.flush();
  return test.sent.splice(0);
}

/** The confirmation link's token in a mail's text. */
export function confirmToken(text: string): string {
  const link = /#confirm=([A-Za-z0-9_-]{43})/.exec(text);
  if (!link) throw new Error(`no confirmation link in: ${text}`);
  return link[1]!;
}

/** Asks for an alert and follows its confirmation link; the alert's id. */
export async function confirmedAlert(test: TestApp, request: AlertRequest = {}): Promise<number> {
  expect((await askAlert(test, request)).statusCode).toBe(201);
  const [mail] = await sentMails(test);
  const confirmed = await test.app.inject({
    method: 'POST',
    url: '/api/confirmations',
    payload: { token: confirmToken(mail!.text) },
  });
  expect(confirmed.statusCode).toBe(200);
  const row = await test.db.selectFrom('search_alerts').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
  return row.id;
}

/** The link of a mail's text that starts with `prefix` (a path of the site). */
export function linkIn(text: string, pattern: RegExp): URL {
  const found = pattern.exec(text);
  if (!found) throw new Error(`no link ${pattern} in: ${text}`);
  return new URL(found[0]);
}
