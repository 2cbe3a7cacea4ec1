import { lazy, useState, type ComponentType } from 'react';
import { once } from '../lib/once';

type Module<P> = { default: ComponentType<P> };

export type Preloadable<P> = ComponentType<P> & {
  /** Fetches the component's chunk; resolves once it can render without suspending. */
  preload: () => Promise<void>;
};

/**
 * `React.lazy`, plus a `preload()` after which the component renders at once instead of
 * suspending: a page painted by the build is replaced by the app only when every part of it can
 * render, so no section flashes back to its fallback. Until then it suspends like `lazy`.
 */
export function preloadable<P extends object>(load: () => Promise<Module<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  const fetchModule = once(() =>
    load().then((module) => {
      loaded = module.default;
      return module;
    }),
  );
  const Lazy = lazy(fetchModule);

  function Section(props: P) {
    // Chosen once per mount: switching from the lazy wrapper to the loaded component on a later
    // render would remount the section.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Section, {
    preload: () =>
      fetchModule().then(
        () => undefined,
        () => undefined,
      ),
  });
}
