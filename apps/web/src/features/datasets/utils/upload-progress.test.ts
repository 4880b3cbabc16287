import { describe, expect, it } from 'vitest';

import { fileProgress, overallProgress } from './upload-progress';

describe('fileProgress', () => {
  it('fills the files in the order they are sent', () => {
    // 1000 bytes of files in a 1100-byte body: 100 bytes of multipart framing spread over them.
    const sizes = [500, 300, 200];
    expect(fileProgress(sizes, 0, 1100)).toEqual([0, 0, 0]);
    expect(fileProgress(sizes, 275, 1100)).toEqual([0.5, 0, 0]);
    expect(fileProgress(sizes, 550, 1100)).toEqual([1, 0, 0]);
    expect(fileProgress(sizes, 715, 1100)).toEqual([1, 0.5, 0]);
    expect(fileProgress(sizes, 990, 1100)).toEqual([1, 1, 0.5]);
    expect(fileProgress(sizes, 1100, 1100)).toEqual([1, 1, 1]);
  });

  it('never goes past 1 or below 0, nor backwards', () => {
    const sizes = [10, 10];
    expect(fileProgress(sizes, 5000, 100)).toEqual([1, 1]);
    expect(fileProgress(sizes, -1, 100)).toEqual([0, 0]);
    let previous = [0, 0];
    for (let loaded = 0; loaded <= 100; loaded += 7) {
      const now = fileProgress(sizes, loaded, 100);
      now.forEach((value, index) => expect(value).toBeGreaterThanOrEqual(previous[index]!));
      previous = now;
    }
  });

  it('shows nothing until the total is known', () => {
    expect(fileProgress([10, 20], 5, 0)).toEqual([0, 0]);
  });

  it('marks an empty file done once the files before it are', () => {
    expect(fileProgress([100, 0, 100], 40, 200)).toEqual([0.4, 0, 0]);
    expect(fileProgress([100, 0, 100], 100, 200)).toEqual([1, 1, 0]);
    expect(fileProgress([0], 1, 10)).toEqual([1]);
  });
});

describe('overallProgress', () => {
  it('is the fraction of the body sent', () => {
    expect(overallProgress(25, 100)).toBe(0.25);
    expect(overallProgress(150, 100)).toBe(1);
    expect(overallProgress(10, 0)).toBe(0);
  });
});
