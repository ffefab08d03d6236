/**
 * The UI kit's whole stylesheet (@immo/shared/ui/kit.css), asked for as the shell starts. A page's
 * first paint does not wait for it: the server inlined the kit's files that the page renders
 * (server/kit-styles.ts). What the browser draws itself — a dialog opened, a slot mounted later, a
 * page the server could not render — waits for it, 3 s at most (bootstrap.tsx). Its rules are the inlined ones
 * and more, in the same layer and order, so nothing on the page moves when it arrives.
 */
const kitStylesLoaded: Promise<void> = import(/* webpackChunkName: "kit" */ '@immo/shared/ui/kit.css').then(
  () => undefined,
  // Unstyled components are better than no shell: the page keeps the server's styles.
  (error: unknown) => console.error('[shell] the UI kit stylesheet could not be loaded', error),
);

/** How long the shell waits for it at most: a stylesheet request that hangs must not hold the page. */
const KIT_STYLES_WAIT_MS = 3_000;

/** The whole kit is in, it failed, or the shell has waited long enough: unstyled beats stuck. */
export function kitStylesReady(): Promise<void> {
  return Promise.race([kitStylesLoaded, new Promise<void>((resolve) => setTimeout(resolve, KIT_STYLES_WAIT_MS))]);
}
