import { describe, expect, it } from 'vitest';

import { defaultAppSettings } from '@feedmarket/contract/domain/domain.constants';

import { embeddedAppSettings, resolveAppGuid } from './app-settings';
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

describe('embeddedAppSettings', () => {
  const itsa = { ...defaultAppSettings, guid: 'itsa', appTitle: 'ITSA data' };

  it("takes the page's settings when they are the application's", () => {
    expect(embeddedAppSettings(JSON.stringify(itsa), 'itsa')).toEqual(itsa);
  });

  it("leaves another application's settings, and unreadable or missing ones, to the settings call", () => {
    expect(embeddedAppSettings(JSON.stringify(itsa), 'datathon')).toBeUndefined();
    expect(embeddedAppSettings('{"guid":', 'itsa')).toBeUndefined();
    expect(embeddedAppSettings('null', 'itsa')).toBeUndefined();
    expect(embeddedAppSettings(undefined, 'itsa')).toBeUndefined();
  });
});
