import { describe, expect, it } from 'vitest';

import { contentDownloadAddress, trackingIdsOf } from './content-address';

describe('contentDownloadAddress', () => {
  it('is the download route under the API base of this origin', () => {
    expect(contentDownloadAddress(42, 'https://feeds.example')).toBe(
      'https://feeds.example/api/v2/dataset/content/42/download',
    );
  });
});

describe('trackingIdsOf', () => {
  it('lists each stream once, in order, and skips chunks without one', () => {
    expect(
      trackingIdsOf([{ trackingId: 'b' }, { trackingId: null }, { trackingId: 'a' }, { trackingId: 'b' }]),
    ).toEqual(['b', 'a']);
  });
});
