import { describe, expect, it } from 'vitest';

import { createMemoryStore } from '../browser-storage';
import { isSafeReturnPath, rememberPath, takeRememberedPath } from './redirect-path';

describe('remembered path', () => {
  it('returns the requested page once', () => {
    const store = createMemoryStore();
    rememberPath('/dashboard/finance?page=2', store);

    expect(takeRememberedPath(store)).toBe('/dashboard/finance?page=2');
    expect(takeRememberedPath(store)).toBeNull();
  });

  it('is null when nothing was remembered', () => {
    expect(takeRememberedPath(createMemoryStore())).toBeNull();
  });

  it('keeps the latest request', () => {
    const store = createMemoryStore();
    rememberPath('/dashboard', store);
    rememberPath('/supervisor/users', store);
    expect(takeRememberedPath(store)).toBe('/supervisor/users');
  });

  it('refuses other sites and the login page itself', () => {
    expect(isSafeReturnPath('//evil.example/x')).toBe(false);
    expect(isSafeReturnPath('/\\evil.example')).toBe(false);
    expect(isSafeReturnPath('https://evil.example')).toBe(false);
    expect(isSafeReturnPath('/login')).toBe(false);
    expect(isSafeReturnPath('/login?x=1')).toBe(false);
    expect(isSafeReturnPath('/loginhelp')).toBe(true);
    expect(isSafeReturnPath('/dashboard')).toBe(true);

    const store = createMemoryStore();
    rememberPath('//evil.example', store);
    expect(takeRememberedPath(store)).toBeNull();
  });
});
