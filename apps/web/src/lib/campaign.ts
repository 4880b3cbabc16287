import { sessionStore, type KeyValueStore } from './browser-storage';

const campaignKey = 'feedmarket.campaign';

/** Remembers the `campaign` parameter of the page address for the rest of the browser session. */
export function rememberCampaign(search: string, store: KeyValueStore = sessionStore): void {
  const campaign = new URLSearchParams(search).get('campaign')?.trim();
  if (campaign) store.setItem(campaignKey, campaign.slice(0, 200));
}

/** The campaign the visitor arrived with, sent as X-CAMPAIGN-ID on every call. */
export function getCampaignId(store: KeyValueStore = sessionStore): string | null {
  return store.getItem(campaignKey);
}
