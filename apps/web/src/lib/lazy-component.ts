import { lazy, type ComponentType } from 'react';

/**
 * A component whose code loads the first time it renders; `load` imports its module and picks it out
 * (the app uses named exports only). Pages and dialogs not needed for the first screen load this way.
 * `preload` starts loading it earlier, e.g. a page's code while the app starts on its address.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const start = () => (loading ??= load().then((component) => ({ default: component })));
  return Object.assign(lazy(start), { preload: () => void start() });
}
