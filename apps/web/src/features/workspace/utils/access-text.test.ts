import { describe, expect, it } from 'vitest';

import { formatAmount } from '../../../lib/format';
import { grantedAccess } from '../testing/workspace-items';
import { describePrice, describeUsage } from './access-text';
import { readOpenFiles, workspacePaths } from './workspace-paths';

const access = grantedAccess;

const price = { amount: 15, currency: 'USD', modeText: '', volumeAmount: null, duration: null };

describe('describePrice', () => {
  it('says what each mode buys', () => {
    const amount = formatAmount(15, 'USD');
    expect(describePrice({ ...price, mode: 1 })).toBe(`${amount} once`);
    expect(describePrice({ ...price, mode: 2, volumeAmount: 100 })).toBe(`${amount} per 100 downloads`);
    expect(describePrice({ ...price, mode: 3, duration: 1 })).toBe(`${amount} per 1 month`);
    expect(describePrice({ ...price, mode: 3, duration: 3 })).toBe(`${amount} per 3 months`);
  });
});

describe('describeUsage', () => {
  it('counts the downloads of a volume price and dates the end of a duration price', () => {
    expect(describeUsage(access({ downloadsAllowed: 100, downloadsUsed: 7 }), 'utc')).toBe('7 of 100 downloads used');
    const end = '2025-06-02T10:00:00Z';
    expect(describeUsage(access({ expiresDate: end }), 'utc')).toBe('Until Jun 2, 2025');
    expect(describeUsage(access({ state: 'expired', expiresDate: end }), 'utc')).toBe('Ended Jun 2, 2025');
    expect(describeUsage(access(), 'utc')).toBeNull();
  });
});

describe('workspace addresses', () => {
  it('opens the files of a feed from /dashboard/workspace/files/{feedId} only', () => {
    expect(workspacePaths.files(33)).toBe('/dashboard/workspace/files/33');
    expect(readOpenFiles('files', '33')).toBe(33);
    expect(readOpenFiles('files', '0')).toBeNull();
    expect(readOpenFiles('files', 'abc')).toBeNull();
    expect(readOpenFiles('notifications', '33')).toBeNull();
    expect(readOpenFiles(undefined, undefined)).toBeNull();
  });
});
