import type { Wording } from '../../../lib/theme-rules';

/** What each dashboard tab will hold, said on its panel until the tab's screens arrive. */
export function describeTab(tabId: string, wording: Wording): string {
  switch (tabId) {
    case 'datasets':
      return 'Upload, list, preview, download and delete the files of your datasets.';
    case 'finance':
      return 'Inbound and outbound transactions for the feeds you provide and the feeds you use.';
    case 'workspace':
      return `Feeds awaiting access and feeds you have accessed in your ${wording.workspace}, with notes and flags.`;
    case 'search':
    case 'searchfeeds':
    case 'search-feeds':
      return 'Saved searches and quick access to the feed catalogue.';
    case 'policies':
      return 'Access policies that decide which organisations may use your feeds.';
    case 'pricing':
      return 'Prices for access to your feeds: free, per feed, by volume or by duration.';
    case 'technical':
      return 'Connectors and API clients that move live data in and out of the marketplace.';
    case 'metadata':
      return 'The metadata of your feeds: drafts, submissions and published feeds.';
    default:
      return 'This part of your dashboard is being prepared.';
  }
}
