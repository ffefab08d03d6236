type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[];
  push: unknown;
  loaded: boolean;
  version: string;
};
export type PixelWindow = Window & { fbq?: Fbq; _fbq?: Fbq };

/**
 * The page's `fbq`: the one there, else Meta's queue (its official snippet, without the script
 * tag): calls wait in the queue until fbevents.js arrives and replays them in order.
 */
export function fbqOf(win: PixelWindow): Fbq {
  if (win.fbq) return win.fbq;
  const fbq = function (...args: unknown[]) {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue.push(args);
  } as Fbq;
  fbq.queue = [];
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  win.fbq = fbq;
  win._fbq ??= fbq;
  return fbq;
}
