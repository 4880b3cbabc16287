import { useState } from 'react';

import { messages } from '@feedmarket/contract/messages';
import type { FinanceDirection, financeSorts, TFinanceRow } from '@feedmarket/contract/finance/finance.schemas';

import { usePagedList } from '../../../hooks/use-paged-list';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { csvBlob } from '../../../lib/csv';
import { showNotice } from '../../../lib/notify';
import { saveFile } from '../../../lib/save-file';
import { getFinance, useFinance } from '../api/get-finance';
import { financeCsv, financeFileName } from '../utils/finance-csv';

export type FinanceSortKey = (typeof financeSorts)[number];

/** The most rows the API answers a page; the export asks for that many at a time. */
const exportPageSize = 200;

/** Every row of one direction in the given order, a page at a time until the total is reached. */
export async function fetchAllFinanceRows(
  orgId: number,
  direction: FinanceDirection,
  sort: { orderBy: FinanceSortKey; order: 'asc' | 'desc' },
): Promise<TFinanceRow[]> {
  const rows: TFinanceRow[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const page = await getFinance(orgId, { direction, pageNum, pageSize: exportPageSize, ...sort });
    rows.push(...page.content);
    // A page shorter than asked is the last, also if charges arrive while the export runs.
    if (page.content.length < exportPageSize || rows.length >= page.total) return rows;
  }
}

/**
 * One of the Finance tab's tables: a direction of money a page at a time (spec §9: 10), sorted by any
 * column (newest first), with its totals, and its export as CSV (every row, not just the page).
 */
export function useFinanceTable(orgId: number, direction: FinanceDirection) {
  const list = usePagedList<FinanceSortKey>(
    { orderBy: 'date', order: 'desc' },
    { descendingFirst: ['date', 'amount'] },
  );
  const finance = useFinance(orgId, { ...list.query, direction });
  list.keepPageInRange(finance.data?.total);
  const [isExporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows = await fetchAllFinanceRows(orgId, direction, list.sort);
      saveFile(csvBlob(financeCsv(direction, rows)), financeFileName(direction));
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) {
        showNotice({ tone: 'error', message: errorMessage(error, messages.financeExportFailed) });
      }
    } finally {
      setExporting(false);
    }
  };

  return { list, finance, exportCsv: () => void exportCsv(), isExporting };
}

export type FinanceTable = ReturnType<typeof useFinanceTable>;
