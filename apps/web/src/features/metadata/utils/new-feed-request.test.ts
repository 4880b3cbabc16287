import { describe, expect, it } from 'vitest';

import { newFeedSearch, readNewFeedRequest } from './new-feed-request';

const read = (search: string) => readNewFeedRequest(new URLSearchParams(search));

describe('new feed request', () => {
  it('reads back what it writes', () => {
    expect(newFeedSearch()).toBe('?feed=new');
    expect(newFeedSearch(2)).toBe('?feed=new&preset=2');
    expect(read(newFeedSearch())).toEqual({});
    expect(read(newFeedSearch(2))).toEqual({ presetId: 2 });
  });

  it('opens nothing without feed=new, and starts blank from a malformed preset', () => {
    expect(read('')).toBeNull();
    expect(read('?feed=edit&preset=2')).toBeNull();
    expect(read('?feed=new&preset=abc')).toEqual({});
    expect(read('?feed=new&preset=0')).toEqual({});
    expect(read('?feed=new&preset=-1')).toEqual({});
  });
});
