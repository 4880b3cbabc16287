import { createElement, lazy, useState, type ComponentType } from 'react';

import { drawingOnServer } from './page-render';

/** Each component made here, by name, with the function that loads its code. */
const loaders = new Map<string, () => Promise<unknown>>();
/** On the server: the names of those drawn in the page being drawn. */
let drawn: Set<string> | null = null;

/**
 * A component whose code loads the first time it renders; `load` imports its module and picks it out
 * (the app uses named exports only). Pages and dialogs not needed for the first screen load this way.
 * `preload` starts loading it earlier, e.g. a page's code while the app starts on its address. `name`,
 * unique in the app, tells the browser which of them the server drew in a page (`loadDrawnParts`).
 */
export function lazyComponent<Props extends object>(name: string, load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const start = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return { default: component };
    }));
  loaders.set(name, start);
  const Lazy = lazy(start);
  function LazyComponent(props: Props) {
    if (drawingOnServer) drawn?.add(name);
    // Once loaded it renders directly, so a page the server drew is taken over without waiting on it.
    // Each use keeps the type it started with: a new one would mount its content again.
    const [type] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return createElement(type, props);
  }
  return Object.assign(LazyComponent, { preload: () => void start() });
}

/** On the server: draws a page with `draw` and names the components loaded on demand it drew. */
export async function drawingParts<T>(draw: () => Promise<T>): Promise<{ result: T; parts: string[] }> {
  drawn = new Set();
  try {
    const result = await draw();
    return { result, parts: [...drawn] };
  } finally {
    drawn = null;
  }
}

/**
 * In the browser: loads the code of the parts the server drew (`drawingParts`), so the app takes the
 * page over without any of them missing. A part's name is known once the code that declares it has
 * loaded, so each round loads those known and looks again.
 */
export async function loadDrawnParts(parts: string[]): Promise<void> {
  let waiting = parts;
  for (;;) {
    const known = waiting.filter((name) => loaders.has(name));
    if (known.length === 0) return;
    // A part whose code fails to load does not hold the page up: it fails as it renders, as any would.
    await Promise.allSettled(known.map((name) => loaders.get(name)!()));
    waiting = waiting.filter((name) => !known.includes(name));
  }
}
