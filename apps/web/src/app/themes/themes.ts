import { createTheme, type MantineThemeOverride } from '@mantine/core';

import type { TTheme } from '@feedmarket/contract/domain/domain.schemas';

const fontFamily =
  "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

function themeWithPrimary(primaryColor: string): MantineThemeOverride {
  return createTheme({
    primaryColor,
    primaryShade: { light: 7, dark: 5 },
    defaultRadius: 'md',
    fontFamily,
    headings: { fontFamily, fontWeight: '700' },
    // Visible focus for keyboard users only, never hidden.
    focusRing: 'auto',
    cursorType: 'pointer',
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
