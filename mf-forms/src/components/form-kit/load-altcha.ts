import { adoptStylesFor } from '@immo/shared/remote';

/** The proofs of work our API asks for (api/src/leads/altcha.ts, ALTCHA_ALGORITHM): PBKDF2. */
const PBKDF2_ALGORITHMS = ['PBKDF2/SHA-256', 'PBKDF2/SHA-384', 'PBKDF2/SHA-512'];

type AltchaAlgorithms = { algorithms: Map<string, () => Worker> };

/**
 * ALTCHA's stylesheet scoped to its element: its variables are declared on `:root`, which matches
 * nothing in a widget's shadow root, and its sizes are rem, which on an agency's page is that page's
 * root font size (10 px on some); em follows the form's own 16 px instead.
 */
export function scopedAltchaCss(css: string): string {
  return css.replaceAll(':root', 'altcha-widget').replace(/(\d*\.?\d+)rem\b/g, '$1em');
}

/**
 * A worker from its script's text, started from a blob: URL. A widget's scripts come from our origin
 * and a page may start workers only from its own, so an agency's page could not start ours by URL.
 * The worker revokes its URL once running, as ALTCHA's default build does.
 */
function blobWorker(source: string): Worker {
  const revoke = '(self.URL || self.webkitURL).revokeObjectURL(self.location.href);';
  return new Worker(URL.createObjectURL(new Blob([revoke, source], { type: 'text/javascript' })));
}

/**
 * Loads the ALTCHA widget without touching the page it is on. Its default build writes
 * `<style id="altcha-css">` with `:root` variables into the document's head when imported (on an
 * agency's page, that page's head); its external build writes nothing and registers no proof of work.
 * So: the external build, its stylesheet adopted where the check renders (a widget's shadow root or
 * the site's document), and the PBKDF2 worker registered from its text.
 */
export async function loadAltcha(place: Element): Promise<void> {
  const [, css, worker] = await Promise.all([
    import('altcha/external'),
    import('altcha/altcha.css'),
    import('altcha/workers/pbkdf2', { with: { type: 'text' } }),
  ]);
  adoptStylesFor(place, scopedAltchaCss(css.default));
  const { algorithms } = (globalThis as unknown as { $altcha: AltchaAlgorithms }).$altcha;
  for (const name of PBKDF2_ALGORITHMS) algorithms.set(name, () => blobWorker(worker.default));
}
