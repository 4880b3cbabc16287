/** The dashboard's constants: plain values, so pages that only read them do without zod. */

/** The summary codes of the dashboard (spec §9), in the order the Summary tab lists them. */
export const summaryCodes = ['TF', 'MRI', 'MRO', 'TWA', 'AAF', 'AAC'] as const;
export type SummaryCode = (typeof summaryCodes)[number];

/** What each summary code counts: its name on the dashboard and one line saying what it is. */
export const summaryCategories: Record<SummaryCode, { name: string; description: string }> = {
  TF: { name: 'Feeds published', description: 'Feeds of your organisation that are active in the marketplace' },
  MRI: { name: 'Access requests received', description: 'Requests from other members for access to your feeds' },
  MRO: { name: 'Access requests made', description: 'Requests your organisation made for access to feeds' },
  TWA: { name: 'Workspace items awaiting', description: 'Feeds in your workspace that are waiting for access' },
  AAF: { name: 'Feeds accessed', description: 'Feeds your organisation has been granted access to' },
  AAC: { name: 'Connectors and API clients', description: 'Active connectors and API clients of your organisation' },
};

/** How the activity series is grouped (spec §9: DAY by default). */
export const summaryIntervals = ['DAY', 'WEEK', 'MONTH'] as const;
export type SummaryInterval = (typeof summaryIntervals)[number];
export const defaultSummaryInterval: SummaryInterval = 'DAY';
/** How many periods of each interval the series covers, the current one included. */
export const summaryPeriods: Record<SummaryInterval, number> = { DAY: 30, WEEK: 12, MONTH: 12 };
