import {
  colorsTuple,
  createTheme,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineThemeOverride,
} from '@mantine/core';

import type { TTheme } from '@feedmarket/contract/domain/domain.schemas';

const fontFamily =
  "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Mantine's palette `name` with its three darkest shades replaced by `darkShades`. */
function withDarkShades(name: 'orange' | 'teal' | 'green' | 'yellow', darkShades: [string, string, string]) {
  return colorsTuple([...DEFAULT_THEME.colors[name].slice(0, 7), ...darkShades]);
}

/**
 * Colours read on white and on their own light tint (WCAG AA, 4.5:1). Filled buttons use shade 8
 * under white text, light buttons and badges shade 9 on shade 1. Mantine's orange, teal, green and
 * yellow are too light for that at the dark end, so those shades are darker here.
 */
export const readableColors = {
  orange: withDarkShades('orange', ['#d9480f', '#c2410c', '#9a3412']),
  teal: withDarkShades('teal', ['#099268', '#087f5b', '#06694b']),
  green: withDarkShades('green', ['#2b8a3e', '#237a35', '#1b6a2d']),
  yellow: withDarkShades('yellow', ['#e67700', '#946200', '#7a5200']),
};

/** The shade of the primary colour that filled buttons, links and outlines use on a light background. */
export const lightPrimaryShade = 8;

/**
 * Secondary text ("dimmed"), placeholders and error text dark enough for 4.5:1 on white and on the
 * grey panels (dimmed text on the primary tints too); Mantine's defaults (gray 6, gray 5, red 6)
 * read about 3.3:1, 2.1:1 and 3.3:1. Placeholders stay lighter than secondary text.
 */
export const readableCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#687078',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

function themeWithPrimary(primaryColor: string): MantineThemeOverride {
  return createTheme({
    primaryColor,
    primaryShade: { light: lightPrimaryShade, dark: 5 },
    colors: readableColors,
    defaultRadius: 'md',
    fontFamily,
    headings: { fontFamily, fontWeight: '700' },
    // Visible focus for keyboard users only, never hidden.
    focusRing: 'auto',
    cursorType: 'pointer',
    // Users who ask their system for less motion get dialogs and menus without transitions.
    respectReducedMotion: true,
    components: {
      Container: { defaultProps: { size: 'lg' } },
      // Required fields are marked with `required` (read by assistive technology) and optional ones
      // say "Optional"; an asterisk inside the <label> would become part of the label's text.
      InputWrapper: { defaultProps: { withAsterisk: false } },
      TextInput: { defaultProps: { withAsterisk: false } },
      Select: { defaultProps: { withAsterisk: false } },
      PasswordInput: {
        defaultProps: {
          withAsterisk: false,
          // Mantine's default "Toggle password visibility" would compete with the field's own label.
          visibilityToggleButtonProps: { 'aria-label': 'Show or hide characters' },
        },
      },
      Modal: {
        defaultProps: { centered: true, radius: 'lg' },
        styles: { title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } },
      },
      Paper: { defaultProps: { radius: 'lg' } },
      // A spinner is a span: the name its callers give it (aria-label) needs a role to belong to.
      Loader: { defaultProps: { role: 'status' } },
      // A notice's close button is an icon: it needs a name of its own. Under a title, Mantine greys
      // the message to gray 6 (3.3:1): it gets the readable secondary colour instead.
      Notification: {
        defaultProps: { closeButtonProps: { 'aria-label': 'Close' } },
        styles: (_theme: unknown, props: { title?: unknown }) =>
          props.title ? { description: { color: 'var(--mantine-color-dimmed)' } } : {},
      },
    },
  });
}

/** Each theme's own primary colour, matching the colour of its logo. */
export const mantineThemes: Record<TTheme, MantineThemeOverride> = {
  basic: themeWithPrimary('indigo'),
  datathon: themeWithPrimary('orange'),
  dataportal: themeWithPrimary('teal'),
  itsa: themeWithPrimary('blue'),
};
