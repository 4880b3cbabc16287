import type { TTabConfig } from '@feedmarket/contract/auth/auth.schemas';

type TabRule = {
  id: string;
  displayText: string;
  publishing?: boolean;
  adminOnly?: boolean;
  /** For legal reviewers and admins: the legal queue holds the organisation's internal notes. */
  legal?: boolean;
};

/** Member dashboard tabs in display order; publishing tabs are hidden from read-only organisations. */
const memberTabs: TabRule[] = [
  { id: 'summary', displayText: 'Summary' },
  { id: 'search', displayText: 'Search Feeds' },
  { id: 'workspace', displayText: 'Workspace' },
  { id: 'datasets', displayText: 'Datasets' },
  { id: 'metadata', displayText: 'Metadata', publishing: true },
  { id: 'policies', displayText: 'Policies', publishing: true },
  { id: 'pricing', displayText: 'Pricing', publishing: true },
  { id: 'technical', displayText: 'Technical', publishing: true },
  { id: 'finance', displayText: 'Finance' },
  { id: 'account', displayText: 'Account' },
  { id: 'legal', displayText: 'Legal', legal: true },
  { id: 'users', displayText: 'Users', adminOnly: true },
];

/** The tabs a user sees, from their roles and their organisation's type. */
export function buildTabConfig(options: {
  isReadOnly: boolean;
  isAdmin: boolean;
  isLegalReviewer: boolean;
}): TTabConfig {
  const tabs = memberTabs
    .filter(
      (tab) =>
        !(tab.publishing && options.isReadOnly) &&
        !(tab.adminOnly && !options.isAdmin) &&
        !(tab.legal && !options.isAdmin && !options.isLegalReviewer),
    )
    .map(({ id, displayText }, index) => ({ id, displayText, sort: index + 1 }));
  return { defaultTab: 'summary', tabs };
}
