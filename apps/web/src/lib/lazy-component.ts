import { lazy, type ComponentType } from 'react';

/**
 * A component whose code loads the first time it renders; `load` imports its module and picks it out
 * (the app uses named exports only). Pages and dialogs not needed for the first screen load this way.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() => load().then((component) => ({ default: component })));
}
