import { afterEach, describe, expect, it, vi } from 'vitest';

import type { TFinanceRow } from '@feedmarket/contract/finance/finance.schemas';

import { fetchAllFinanceRows } from './use-finance-table';

const row = (id: number): TFinanceRow => ({
  id,
  date: '2025-03-02T10:15:00Z',
  feedId: id,
  feedName: `Feed ${id}`,
  organization: 'Harbor Analytics',
  kind: 'access',
  kindText: 'Access',
  mode: 1,
  amount: 10,
  fee: 1,
  net: 9,
  currency: 'USD',
});

afterEach(() => vi.unstubAllGlobals());

describe('fetchAllFinanceRows', () => {
  it('pages through the API, 200 rows at a time, in the order the table shows, until the total', async () => {
    const total = 450;
    const urls: URL[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        urls.push(url);
        const pageNum = Number(url.searchParams.get('pageNum'));
        const pageSize = Number(url.searchParams.get('pageSize'));
        const first = (pageNum - 1) * pageSize;
        const ids = Array.from(
          { length: Math.max(0, Math.min(pageSize, total - first)) },
          (_, index) => first + index + 1,
        );
        return new Response(JSON.stringify({ data: { content: ids.map(row), totals: [] } }), {
          status: 200,
          headers: { 'Content-Type': 'application/json', 'x-total-count': String(total) },
        });
      }),
    );

    const rows = await fetchAllFinanceRows(7, 'inbound', { orderBy: 'amount', order: 'asc' });

    expect(rows.map((each) => each.id)).toEqual(Array.from({ length: total }, (_, index) => index + 1));
    expect(urls.map((url) => url.searchParams.get('pageNum'))).toEqual(['1', '2', '3']);
    for (const url of urls) {
      expect(url.pathname).toBe('/api/v2/dashboard/organization/7/finance');
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        direction: 'inbound',
        pageSize: '200',
        orderBy: 'amount',
        order: 'asc',
      });
    }
  });
});
