import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded component that can be loaded ahead of its first render. React suspends on a
 * lazy component even when its chunk has already arrived, and React 19 holds a suspended
 * boundary back for 300 ms: a component loaded ahead renders at once instead.
 */
export function preloadable<Props extends object>(loader: () => Promise<{ default: ComponentType<Props> }>) {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<{ default: ComponentType<Props> }> | null = null;
  const load = () =>
    (loading ??= loader().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null; // a later render tries again
        throw error;
      },
    ));
  const Lazy = lazy(load);
  function Preloaded(props: Props) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return { load, Component: Preloaded };
}
