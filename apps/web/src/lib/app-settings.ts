import { queryOptions } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

import { API_BASE, buildPath } from '@feedmarket/contract/common/route';
import { defaultAppSettings } from '@feedmarket/contract/domain/domain.constants';
import type { TAppSettings } from '@feedmarket/contract/domain/domain.schemas';
import { routes } from '@feedmarket/contract/routes';

import { callApi } from './api-client';
import { sessionStore, type KeyValueStore } from './browser-storage';
import { themeRules, wordingFor, type ThemeRules, type Wording } from './theme-rules';

const appGuidKey = 'feedmarket.app';
const guidPattern = /^[a-z0-9-]{1,64}$/;

/**
 * The application id: `?app=<guid>` in the address (remembered for the browser session), else the
 * one remembered earlier, else the page's `app-guid` meta tag, else the default.
 */
export function resolveAppGuid(search: string, metaGuid: string | null, store: KeyValueStore = sessionStore): string {
  const fromAddress = new URLSearchParams(search).get('app')?.trim().toLowerCase();
  if (fromAddress && guidPattern.test(fromAddress)) {
    store.setItem(appGuidKey, fromAddress);
    return fromAddress;
  }
  const remembered = store.getItem(appGuidKey);
  if (remembered && guidPattern.test(remembered)) return remembered;
  const meta = metaGuid?.trim().toLowerCase();
  if (meta && guidPattern.test(meta)) return meta;
  return defaultAppSettings.guid;
}

let appGuid = defaultAppSettings.guid;

/** Fixes the application id for this page; called once on start. */
export function setAppGuid(guid: string): void {
  appGuid = guid;
}

export function getAppGuid(): string {
  return appGuid;
}

export const appLogoUrl = (guid: string) => `${API_BASE}${buildPath(routes.domain.appLogo.path, { guid })}`;
export const appIconUrl = (guid: string) => `${API_BASE}${buildPath(routes.domain.appIcon.path, { guid })}`;

/** Loads the settings; the spec falls back to the defaults when they cannot be loaded. */
export async function getAppSettings(guid: string): Promise<TAppSettings> {
  try {
    return await callApi(routes.domain.appSettings, { params: { guid } });
  } catch {
    return { ...defaultAppSettings, guid };
  }
}

export const appSettingsQueryOptions = (guid: string) =>
  queryOptions({
    queryKey: ['app-settings', guid],
    queryFn: () => getAppSettings(guid),
    // Settings do not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/**
 * The loaded settings, provided once above the app (`app/provider.tsx`): a page has a hundred result
 * cards asking for the theme's wording, and one context read each is cheaper than a query observer each.
 */
export const AppSettingsContext = createContext<TAppSettings | null>(null);

/** The loaded application settings (the defaults outside the app's provider). */
export function useAppSettings(): TAppSettings {
  return useContext(AppSettingsContext) ?? { ...defaultAppSettings, guid: appGuid };
}

/** The behaviour rules of the current theme. */
export function useThemeRules(): ThemeRules {
  return themeRules[useAppSettings().theme];
}

/** Theme wording, e.g. the workspace is a "project" in datathon and itsa. */
export function useWording(): Wording {
  return wordingFor(useAppSettings().theme);
}
