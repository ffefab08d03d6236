// `npm run dev` only (the shell's dev-server entry, never a production build): lets React Fast
// Refresh of a remote find React DOM. Each app (shell, remotes) brings its own refresh runtime; the
// shell's, first on the page, creates a minimal React DevTools hook whose `inject` does not record
// the renderer in `hook.renderers`, so a remote's runtime, which joins once React DOM is loaded,
// finds no renderer and never refreshes. Recording it here fixes that (the real DevTools do the same).
type Hook = { renderers?: Map<number, unknown>; inject?: (renderer: unknown) => number };

const hook = (window as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: Hook }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
if (hook?.inject && hook.renderers) {
  const inject = hook.inject;
  const renderers = hook.renderers;
  hook.inject = function (this: Hook, renderer: unknown) {
    const id = inject.call(this, renderer);
    renderers.set(id, renderer);
    return id;
  };
}

export {};
