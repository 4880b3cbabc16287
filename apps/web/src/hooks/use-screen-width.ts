import { useMediaQuery } from '@mantine/hooks';

/** The screen widths the layout changes at: Mantine's `xs`, `sm` and `md` breakpoints. */
const widths = {
  narrow: '(max-width: 36em)',
  phone: '(max-width: 48em)',
  wide: '(min-width: 62em)',
} as const;

/**
 * Whether the screen has the named width. Read while rendering (the app renders only in the browser),
 * so a dialog or wizard opens once at its final layout, rather than at the desktop one and again after
 * an effect. Without media queries (no browser) the screen counts as a desktop's.
 */
export function useScreenWidth(width: keyof typeof widths): boolean {
  return useMediaQuery(widths[width], width === 'wide', { getInitialValueInEffect: false });
}
