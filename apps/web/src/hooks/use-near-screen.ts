import { useIntersection } from '@mantine/hooks';

import { useOpenedOnce } from './use-opened-once';

// How far outside the window an element counts as near: it starts loading a scroll or two ahead.
const nearMargin = '600px 0px';

/**
 * True from the first time the element given `ref` comes near the window, and from then on: a heavy
 * part further down a page (a chart) loads and renders when the visitor scrolls towards it, not
 * while the page starts.
 */
export function useNearScreen<T extends HTMLElement>(): [ref: (element: T | null) => void, near: boolean] {
  const { ref, entry } = useIntersection<T>({ rootMargin: nearMargin });
  const near = useOpenedOnce(entry?.isIntersecting ?? false);
  return [ref, near];
}
