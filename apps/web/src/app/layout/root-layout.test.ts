import { NavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';

import { isRouteChange } from './root-layout';

describe('isRouteChange', () => {
  it('is a change when the path changes', () => {
    expect(isRouteChange('/dashboard/summary', '/dashboard/account', NavigationType.Push)).toBe(true);
    expect(isRouteChange('/', '/dashboard', NavigationType.Push)).toBe(true);
  });

  it('is no change when only the query string changes', () => {
    expect(isRouteChange('/', '/', NavigationType.Replace)).toBe(false);
  });

  it('is no change when a page redirects to a more precise address of itself', () => {
    expect(isRouteChange('/dashboard', '/dashboard/summary', NavigationType.Replace)).toBe(false);
  });

  it('is a change when the member follows a link to a deeper address', () => {
    expect(isRouteChange('/dashboard', '/dashboard/summary', NavigationType.Push)).toBe(true);
  });

  it('is a change on the first page shown', () => {
    expect(isRouteChange(null, '/dashboard', NavigationType.Pop)).toBe(true);
  });
});
