/**
 * How guessable a new password is, judged on the server with the site's one password rule
 * (`loadPasswordJudge` of @immo/shared: the portal's meter shows the same judgement as the owner
 * types). The server adds what only it knows: the owner's own name and address as guesses.
 */
import { loadPasswordJudge } from '@immo/shared';

/** The owner's own name and address, which a guesser tries first. */
export function personalWords(owner: { email: string; name: string }): string[] {
  const email = owner.email.toLowerCase();
  const [local = '', domain = ''] = email.split('@');
  const name = owner.name.toLowerCase();
  return [email, local, ...local.split(/[._+-]/), domain, name, ...name.split(/\s+/)].filter((word) => word.length > 1);
}

/**
 * True when the rule refuses the password: blank, outside the form's lengths, or scored below
 * MIN_PASSWORD_SCORE. The dictionaries (~3.5 MB of lists) load on the first call, not at every start.
 */
export async function isTooWeak(password: string, personal: string[]): Promise<boolean> {
  const judge = await loadPasswordJudge();
  return judge(password, personal).refusal !== null;
}
