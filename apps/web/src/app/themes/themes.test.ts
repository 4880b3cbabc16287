import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';

import { themes } from '@feedmarket/contract/domain/domain.schemas';

import { lightPrimaryShade, mantineThemes, readableCssVariables } from './themes';

/** WCAG's contrast ratio of two `#rrggbb` colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [red, green, blue] = [1, 3, 5].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
  };
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

const bodyText = 4.5;
const white = '#ffffff';
// The colours the app gives to buttons, badges, alerts and text besides the primary colour.
const appColors = ['red', 'gray', 'teal', 'orange', 'yellow', 'green', 'blue', 'grape', 'indigo'];

describe.each(themes)('the %s theme', (name) => {
  const theme = mergeMantineTheme(DEFAULT_THEME, mantineThemes[name]);
  const shades = (color: string) => theme.colors[color]!;
  const variables = readableCssVariables(theme).light;
  const resolve = (value: string) => {
    const shade = value.match(/^var\(--mantine-color-(\w+)-(\d)\)$/);
    return shade ? shades(shade[1]!)[Number(shade[2])]! : value;
  };
  const dimmed = resolve(variables['--mantine-color-dimmed']!);
  const error = resolve(variables['--mantine-color-error']!);
  const placeholder = resolve(variables['--mantine-color-placeholder']!);

  it('puts white text on filled buttons, and the primary colour on white, at 4.5:1 or more', () => {
    const filled = shades(theme.primaryColor)[lightPrimaryShade]!;
    expect(contrast(white, filled)).toBeGreaterThanOrEqual(bodyText);
  });

  it.each(appColors)('reads %s on its light tint and filled under white text', (color) => {
    expect(contrast(shades(color)[9]!, shades(color)[1]!)).toBeGreaterThanOrEqual(bodyText);
    expect(contrast(white, shades(color)[lightPrimaryShade]!)).toBeGreaterThanOrEqual(bodyText);
  });

  it('reads dimmed, placeholder and error text on white, on grey panels and dimmed on the primary tint', () => {
    for (const background of [white, shades('gray')[0]!, shades(theme.primaryColor)[1]!]) {
      expect(contrast(dimmed, background)).toBeGreaterThanOrEqual(bodyText);
    }
    for (const background of [white, shades('gray')[0]!]) {
      expect(contrast(error, background)).toBeGreaterThanOrEqual(bodyText);
      expect(contrast(placeholder, background)).toBeGreaterThanOrEqual(bodyText);
    }
  });
});
