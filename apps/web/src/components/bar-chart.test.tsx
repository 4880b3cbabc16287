// @vitest-environment happy-dom
import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithProviders } from '../testing/render';
import { axisTicks, BarChart } from './bar-chart';

describe('axisTicks', () => {
  it('marks whole numbers in steps of 1, 2 or 5 times a power of ten, covering the range', () => {
    expect(axisTicks(0, 4)).toEqual([0, 1, 2, 3, 4]);
    expect(axisTicks(0, 15)).toEqual([0, 5, 10, 15]);
    expect(axisTicks(-3, 9)).toEqual([-5, 0, 5, 10]);
    expect(axisTicks(0, 1234)).toEqual([0, 500, 1000, 1500]);
    expect(axisTicks(0, 0)).toEqual([0, 1]);
  });
});

describe('BarChart', () => {
  const series = [
    { key: 'gain', label: 'Gained', color: 'blue.6' },
    { key: 'loss', label: 'Lost', color: 'orange.7' },
  ];

  it('stacks gains above the zero line and losses below it, in proportion to the axis', () => {
    const { container } = renderWithProviders(
      <BarChart rows={[{ label: '11/20', values: { gain: 10, loss: -5 } }]} series={series} stacked height={200} />,
    );
    // Axis from -5 to 10: zero sits a third of the way up.
    const [gain, loss] = [...container.querySelectorAll<HTMLElement>('[data-bar]')];
    expect([gain!.style.top, gain!.style.height]).toEqual(['0%', `${(10 / 15) * 100}%`]);
    expect([loss!.style.top, loss!.style.height]).toEqual([`${(10 / 15) * 100}%`, `${(5 / 15) * 100}%`]);
  });

  it('draws no bar for a zero and labels at most about eight periods', () => {
    const rows = Array.from({ length: 30 }, (_, day) => ({ label: `11/${day + 1}`, values: { gain: day % 2 } }));
    const { container, getByText, queryByText } = renderWithProviders(
      <BarChart rows={rows} series={series.slice(0, 1)} height={200} />,
    );
    expect(container.querySelectorAll('[data-bar]')).toHaveLength(15);
    expect(getByText('11/1')).toBeTruthy();
    expect(getByText('11/5')).toBeTruthy();
    expect(queryByText('11/2')).toBeNull();
  });

  it("shows the pointed period's figures in one tooltip, and none once the pointer leaves", () => {
    const rows = [
      { label: '11/20', values: { gain: 3, loss: -1 } },
      { label: '11/21', values: { gain: 7 } },
    ];
    const { container, queryByRole, getByRole } = renderWithProviders(
      <BarChart rows={rows} series={series} stacked height={200} />,
    );
    expect(queryByRole('tooltip')).toBeNull();
    const column = container.querySelector<HTMLElement>('[data-period="11/21"]')!;
    fireEvent.pointerEnter(column);
    expect(getByRole('tooltip').textContent).toBe('11/21Gained: 7Lost: 0');
    fireEvent.pointerLeave(column);
    expect(queryByRole('tooltip')).toBeNull();
  });
});
