import { describe, expect, it } from 'vitest';

import { defaultAppSettings } from '@feedmarket/contract/domain/domain.constants';

import { resolveAppGuid } from './app-settings';
import { createMemoryStore } from './browser-storage';

describe('resolveAppGuid', () => {
  it('takes ?app= from the address and remembers it for the session', () => {
    const store = createMemoryStore();
    expect(resolveAppGuid('?app=datathon', 'feedmarket', store)).toBe('datathon');
    expect(resolveAppGuid('', 'feedmarket', store)).toBe('datathon');
  });

  it('falls back to the meta tag, then to the default', () => {
    expect(resolveAppGuid('', 'itsa', createMemoryStore())).toBe('itsa');
    expect(resolveAppGuid('', null, createMemoryStore())).toBe(defaultAppSettings.guid);
  });

  it('ignores ids that are not application ids', () => {
    const store = createMemoryStore();
    expect(resolveAppGuid('?app=../../etc', 'basic-app', store)).toBe('basic-app');
    expect(store.getItem('feedmarket.app')).toBeNull();
  });
});
