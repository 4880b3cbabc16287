import { providerSlug } from '@feedmarket/contract/providers/provider-address';

/**
 * Every route of the app. Components build links with `getHref` so a path is written once; the
 * router uses `path`.
 */
export const paths = {
  search: {
    path: '/',
    getHref: () => '/',
    /** The search page with a feed's detail dialog open over it. */
    getFeedHref: (feedId: number) => `/?feed=${feedId}`,
  },
  login: { path: '/login', getHref: () => '/login' },
  embeddedMap: { path: '/embedded/map', getHref: () => '/embedded/map' },
  register: { path: '/register', getHref: () => '/register' },
  resetPassword: { path: '/resetPassword', getHref: () => '/resetPassword' },
  confirmResetPassword: {
    path: '/confirmResetPassword/:resetPasswordKey?',
    getHref: (key?: string) => (key ? `/confirmResetPassword/${encodeURIComponent(key)}` : '/confirmResetPassword'),
  },
  developers: { path: '/developers', getHref: () => '/developers' },
  supplyData: { path: '/supply-data', getHref: () => '/supply-data' },
  supplyDataPage: {
    path: '/supply-data/:page',
    getHref: (page: SupplyDataPage) => `/supply-data/${page}`,
  },
  dashboard: {
    path: '/dashboard/:page?/:modal?/:id?',
    getHref: (page?: string) => (page ? `/dashboard/${encodeURIComponent(page)}` : '/dashboard'),
    /** A dialog over a tab, e.g. `modal=notifications` and a notification's id. */
    getModalHref: (page: string, modal: string, id: number | string) =>
      `/dashboard/${encodeURIComponent(page)}/${encodeURIComponent(modal)}/${encodeURIComponent(id)}`,
    /** The legal view of a feed's latest review over the Legal tab, where a legal review request leads. */
    getLegalFeedHref: (feedId: number) => `/dashboard/legal/metadata/${feedId}`,
  },
  supervisor: {
    path: '/supervisor/:page?/:modal?/:id?',
    getHref: (page?: string) => (page ? `/supervisor/${encodeURIComponent(page)}` : '/supervisor'),
  },
  publicFeed: { path: '/public/:uid', getHref: (uid: string) => `/public/${encodeURIComponent(uid)}` },
  paymentPolicy: { path: '/paymentPolicy', getHref: () => '/paymentPolicy' },
  additionalTerms: { path: '/additionalTerms', getHref: () => '/additionalTerms' },
  /** Sends the browser to a provider's website; `:provider` is its id and name (`2-northwind-sensors`). */
  providerRedirect: {
    path: '/go/:provider',
    getHref: (orgId: number, name: string) => `/go/${encodeURIComponent(providerSlug(orgId, name))}`,
  },
  content: {
    path: '/:group/:page?',
    getHref: (group: string, page?: string) =>
      page ? `/${encodeURIComponent(group)}/${encodeURIComponent(page)}` : `/${encodeURIComponent(group)}`,
  },
} as const;

export const supplyDataPages = ['policy-management', 'metadata-configuration'] as const;
export type SupplyDataPage = (typeof supplyDataPages)[number];

/** The content group whose pages the menu panel lists as help. */
export const helpContentGroup = 'help';
