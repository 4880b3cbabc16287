import { describe, expect, it } from 'vitest';

import { createMemoryStore } from './browser-storage';
import { getCampaignId, rememberCampaign } from './campaign';

describe('campaign', () => {
  it('remembers the campaign parameter for later calls', () => {
    const store = createMemoryStore();
    rememberCampaign('?campaign=spring&x=1', store);
    rememberCampaign('?x=2', store);
    expect(getCampaignId(store)).toBe('spring');
  });

  it('is null without a campaign', () => {
    const store = createMemoryStore();
    rememberCampaign('?campaign=', store);
    expect(getCampaignId(store)).toBeNull();
  });
});
