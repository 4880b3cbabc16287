import { useSyncExternalStore } from 'react';

import { assumedPhone } from '../lib/page-render';

/** The screen widths the layout changes at: Mantine's `xs`, `sm` and `md` breakpoints. */
const widths = {
  narrow: '(max-width: 36em)',
  phone: '(max-width: 48em)',
  wide: '(min-width: 62em)',
} as const;

type Width = keyof typeof widths;

const subscribers = Object.fromEntries(
  Object.entries(widths).map(([width, query]) => [
    width,
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
  ]),
) as Record<Width, (onChange: () => void) => () => void>;

/**
 * Whether the screen has the named width, read while rendering so a dialog or wizard opens once at its
 * final layout rather than at the desktop one and again after an effect. A page the server drew keeps
 * the server's guess (a phone or a desktop) while it is taken over, then renders again if it was wrong.
 */
export function useScreenWidth(width: Width): boolean {
  return useSyncExternalStore(
    subscribers[width],
    () => window.matchMedia(widths[width]).matches,
    () => (assumedPhone() ? width !== 'wide' : width === 'wide'),
  );
}
