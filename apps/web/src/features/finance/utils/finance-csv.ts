import type { FinanceDirection, TFinanceRow } from '@feedmarket/contract/finance/finance.schemas';
import { priceModeNames } from '@feedmarket/contract/pricing/pricing.constants';

import { toCsv, type CsvCell } from '../../../lib/csv';

/** How each direction is named on screen and in its export. */
export const directionTexts: Record<
  FinanceDirection,
  { title: string; counterpart: string; fileStem: string; net: string }
> = {
  outbound: { title: 'Money paid', counterpart: 'Provider', fileStem: 'money-paid', net: 'Paid' },
  inbound: { title: 'Money received', counterpart: 'Consumer', fileStem: 'money-received', net: 'Received' },
};

type Column = { header: string; cell: (row: TFinanceRow) => CsvCell };

/** The export's columns: money paid shows what was paid; money received also the fee and what was left. */
function columnsOf(direction: FinanceDirection): Column[] {
  const texts = directionTexts[direction];
  const common: Column[] = [
    { header: 'Date (UTC)', cell: (row) => row.date },
    { header: 'Feed', cell: (row) => row.feedName },
    { header: texts.counterpart, cell: (row) => row.organization },
    { header: 'For', cell: (row) => row.kindText },
    { header: 'Price mode', cell: (row) => priceModeNames[row.mode] ?? String(row.mode) },
  ];
  const money: Column[] =
    direction === 'outbound'
      ? [{ header: texts.net, cell: (row) => row.net.toFixed(2) }]
      : [
          { header: 'Amount paid', cell: (row) => row.amount.toFixed(2) },
          { header: 'Marketplace fee', cell: (row) => row.fee.toFixed(2) },
          { header: texts.net, cell: (row) => row.net.toFixed(2) },
        ];
  return [...common, ...money, { header: 'Currency', cell: (row) => row.currency }];
}

/** Every row of one direction as CSV, with a header line; amounts as plain decimals beside their currency. */
export function financeCsv(direction: FinanceDirection, rows: readonly TFinanceRow[]): string {
  const columns = columnsOf(direction);
  return toCsv([
    columns.map((column) => column.header),
    ...rows.map((row) => columns.map((column) => column.cell(row))),
  ]);
}

/** The export's file name: the direction and the day it was made, `money-paid-2025-03-01.csv`. */
export function financeFileName(direction: FinanceDirection, now = new Date()): string {
  return `${directionTexts[direction].fileStem}-${now.toISOString().slice(0, 10)}.csv`;
}
