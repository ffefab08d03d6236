import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** A challenge of GET /api/altcha solved as the widget does: the base64 payload a lead carries as `altcha`. */
export async function altchaPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the ALTCHA challenge was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * A fresh challenge of a running API (`ALTCHA_TEST_EASY=1` makes it cheap), solved: its answer
 * is checked by any instance that shares the secret and the database.
 */
export async function fetchedAltcha(apiUrl: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(`${apiUrl}/api/altcha`, { headers });
  if (!response.ok) throw new Error(`GET /api/altcha answered ${response.status}`);
  return altchaPayload((await response.json()) as Challenge);
}
