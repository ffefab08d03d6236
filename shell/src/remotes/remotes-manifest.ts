import type { RemotesManifest } from '@immo/shared/federation';
import { withRetry } from '@immo/shared';

/** remotes.json, read at run time: a team redeploys its remote without rebuilding the shell (DESIGN §3). */
export async function fetchRemotesManifest(url = '/remotes.json'): Promise<RemotesManifest> {
  return withRetry(async () => {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    return (await response.json()) as RemotesManifest;
  });
}
