import { describe, expect, it } from 'vitest';

import type { TFinanceRow } from '@feedmarket/contract/finance/finance.schemas';

import { financeCsv, financeFileName } from './finance-csv';

const row = (overrides: Partial<TFinanceRow> = {}): TFinanceRow => ({
  id: 1,
  date: '2025-03-02T10:15:00Z',
  feedId: 33,
  feedName: 'Air quality',
  organization: 'Harbor Analytics',
  kind: 'access',
  kindText: 'Access',
  mode: 1,
  amount: 250,
  fee: 25,
  net: 225,
  currency: 'USD',
  ...overrides,
});

const lines = (csv: string) => csv.split('\r\n');

describe('financeCsv', () => {
  it('writes money paid as one line per charge under a header, amounts as decimals beside their currency', () => {
    const csv = financeCsv('outbound', [row({ net: 250 }), row({ id: 2, feedName: 'Soil', mode: 2, net: 15.5 })]);
    expect(lines(csv)).toEqual([
      'Date (UTC),Feed,Provider,For,Price mode,Paid,Currency',
      '2025-03-02T10:15:00Z,Air quality,Harbor Analytics,Access,Per feed,250.00,USD',
      '2025-03-02T10:15:00Z,Soil,Harbor Analytics,Access,Volume,15.50,USD',
      '',
    ]);
  });

  it('writes money received with what was paid, the fee and what was received', () => {
    expect(lines(financeCsv('inbound', [row()]))).toEqual([
      'Date (UTC),Feed,Consumer,For,Price mode,Amount paid,Marketplace fee,Received,Currency',
      '2025-03-02T10:15:00Z,Air quality,Harbor Analytics,Access,Per feed,250.00,25.00,225.00,USD',
      '',
    ]);
  });

  it('quotes commas, quotes and line breaks, and keeps a name that looks like a formula as text', () => {
    const csv = financeCsv('inbound', [
      row({ feedName: 'Rain, "hourly"\nv2', organization: '=HYPERLINK("http://x")' }),
    ]);
    expect(lines(csv)[1]).toBe(
      `2025-03-02T10:15:00Z,"Rain, ""hourly""\nv2","'=HYPERLINK(""http://x"")",Access,Per feed,250.00,25.00,225.00,USD`,
    );
  });

  it('writes the header alone when there is nothing to export', () => {
    expect(lines(financeCsv('outbound', []))).toHaveLength(2);
  });
});

describe('financeFileName', () => {
  it('names the direction and the day', () => {
    expect(financeFileName('inbound', new Date('2025-03-02T23:00:00Z'))).toBe('money-received-2025-03-02.csv');
    expect(financeFileName('outbound', new Date('2025-03-02T23:00:00Z'))).toBe('money-paid-2025-03-02.csv');
  });
});
