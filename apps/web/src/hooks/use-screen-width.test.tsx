// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useScreenWidth } from './use-screen-width';

/** A screen `widthEm` em wide, as `window.matchMedia` answers the queries the hook asks. */
function screenOf(widthEm: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const [, bound, value] = /\((max|min)-width: ([\d.]+)em\)/.exec(query) ?? [];
    const matches = bound === 'max' ? widthEm <= Number(value) : widthEm >= Number(value);
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}

/** Every value the hook gave while rendering, in order. */
function renderedValues(width: Parameters<typeof useScreenWidth>[0]): boolean[] {
  const seen: boolean[] = [];
  function Probe() {
    seen.push(useScreenWidth(width));
    return null;
  }
  render(<Probe />);
  return seen;
}

afterEach(() => vi.restoreAllMocks());

describe('useScreenWidth', () => {
  it('knows a phone at the first render, so a dialog never renders at the desktop layout first', () => {
    screenOf(24);
    expect(renderedValues('phone')).toEqual([true]);
    expect(renderedValues('narrow')).toEqual([true]);
    expect(renderedValues('wide')).toEqual([false]);
  });

  it('knows a desktop at the first render', () => {
    screenOf(80);
    expect(renderedValues('phone')).toEqual([false]);
    expect(renderedValues('wide')).toEqual([true]);
  });
});
