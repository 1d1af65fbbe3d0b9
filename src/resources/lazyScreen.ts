import { createElement, lazy, useState, type ComponentType, type FunctionComponent } from 'react';

/** A screen whose code is fetched when first shown, or earlier with preload(). */
export interface LazyScreen extends FunctionComponent<object> {
  preload(): Promise<void>;
}

/**
 * Like React.lazy, with two differences for a cold start on the screen: preload() fetches the
 * code before the screen is rendered, and a screen whose code has arrived renders at once. A
 * React.lazy component always suspends on its first render, and React shows the content that
 * replaces a fallback only up to 300 ms later, so the first row would wait for nothing.
 */
export function lazyScreen(load: () => Promise<ComponentType<object>>): LazyScreen {
  let loaded: ComponentType<object> | undefined;
  const fetchCode = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => fetchCode().then((component) => ({ default: component })));

  const Screen = (props: object) => {
    // Chosen once per instance: switching from Lazy to the loaded one would re-mount it.
    const [Ready] = useState(() => loaded);
    return Ready ? createElement(Ready, props) : createElement(Lazy, props);
  };
  return Object.assign(Screen, { preload: () => fetchCode().then(() => undefined) });
}

export const isLazyScreen = (component: unknown): component is LazyScreen =>
  typeof component === 'function' && 'preload' in component;
