/**
 * Every route of the app. Components build links with `getHref` so a path is written once; the
 * router uses `path`.
 */
export const paths = {
  search: { path: '/', getHref: () => '/' },
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
  },
  supervisor: {
    path: '/supervisor/:page?/:modal?/:id?',
    getHref: (page?: string) => (page ? `/supervisor/${encodeURIComponent(page)}` : '/supervisor'),
  },
  publicFeed: { path: '/public/:uid', getHref: (uid: string) => `/public/${encodeURIComponent(uid)}` },
  paymentPolicy: { path: '/paymentPolicy', getHref: () => '/paymentPolicy' },
  additionalTerms: { path: '/additionalTerms', getHref: () => '/additionalTerms' },
  providerRedirect: { path: '/go/:provider', getHref: (provider: string) => `/go/${encodeURIComponent(provider)}` },
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
