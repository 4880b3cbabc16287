import { isValidElement } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';

import { paths } from '../config/paths';
import { lazyComponent } from '../lib/lazy-component';
import { AppLayout } from './layout/app-layout';
import { RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './routes/route-error';
import { RequireAuth, RequireSupervisor } from './routes/guards';
import { LoginRoute } from './routes/login';
import { SearchRoute } from './routes/search';

// A route's code loads when it is first opened; the search page, the landing page, stays in the main bundle.
const EmbeddedMapRoute = lazyComponent('EmbeddedMapRoute', () =>
  import('./routes/embedded-map').then((module) => module.EmbeddedMapRoute),
);
const RegisterRoute = lazyComponent('RegisterRoute', () =>
  import('./routes/register').then((module) => module.RegisterRoute),
);
const ResetPasswordRoute = lazyComponent('ResetPasswordRoute', () =>
  import('./routes/reset-password').then((module) => module.ResetPasswordRoute),
);
const ConfirmResetPasswordRoute = lazyComponent('ConfirmResetPasswordRoute', () =>
  import('./routes/confirm-reset-password').then((module) => module.ConfirmResetPasswordRoute),
);
const DevelopersRoute = lazyComponent('DevelopersRoute', () =>
  import('./routes/developers').then((module) => module.DevelopersRoute),
);
const SupplyDataRoute = lazyComponent('SupplyDataRoute', () =>
  import('./routes/supply-data').then((module) => module.SupplyDataRoute),
);
const SupplyDataPageRoute = lazyComponent('SupplyDataPageRoute', () =>
  import('./routes/supply-data-page').then((module) => module.SupplyDataPageRoute),
);
const DashboardRoute = lazyComponent('DashboardRoute', () =>
  import('./routes/dashboard').then((module) => module.DashboardRoute),
);
const SupervisorRoute = lazyComponent('SupervisorRoute', () =>
  import('./routes/supervisor').then((module) => module.SupervisorRoute),
);
const PublicFeedRoute = lazyComponent('PublicFeedRoute', () =>
  import('./routes/public-feed').then((module) => module.PublicFeedRoute),
);
const PaymentPolicyRoute = lazyComponent('PaymentPolicyRoute', () =>
  import('./routes/payment-policy').then((module) => module.PaymentPolicyRoute),
);
const AdditionalTermsRoute = lazyComponent('AdditionalTermsRoute', () =>
  import('./routes/additional-terms').then((module) => module.AdditionalTermsRoute),
);
const ProviderRedirectRoute = lazyComponent('ProviderRedirectRoute', () =>
  import('./routes/provider-redirect').then((module) => module.ProviderRedirectRoute),
);
const ContentRoute = lazyComponent('ContentRoute', () =>
  import('./routes/content').then((module) => module.ContentRoute),
);

/**
 * Starts loading the code of the pages the router shows first, while the app waits for its settings
 * and the session check, rather than after them.
 */
function preloadFirstPages(router: ReturnType<typeof createBrowserRouter>) {
  for (const { route } of router.state.matches) {
    const page = isValidElement(route.element) ? (route.element.type as { preload?: () => void }) : undefined;
    page?.preload?.();
  }
}

/** Every route of consumer spec §2, with its guards. */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    children: [
      // Embedded mode shows the map alone, without header and footer.
      { path: paths.embeddedMap.path, element: <EmbeddedMapRoute /> },
      {
        element: <AppLayout />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, element: <SearchRoute /> },
              { path: paths.login.path, element: <LoginRoute /> },
              { path: paths.register.path, element: <RegisterRoute /> },
              { path: paths.resetPassword.path, element: <ResetPasswordRoute /> },
              { path: paths.confirmResetPassword.path, element: <ConfirmResetPasswordRoute /> },
              { path: paths.developers.path, element: <DevelopersRoute /> },
              { path: paths.supplyData.path, element: <SupplyDataRoute /> },
              { path: paths.publicFeed.path, element: <PublicFeedRoute /> },
              { path: paths.paymentPolicy.path, element: <PaymentPolicyRoute /> },
              { path: paths.additionalTerms.path, element: <AdditionalTermsRoute /> },
              { path: paths.providerRedirect.path, element: <ProviderRedirectRoute /> },
              {
                element: <RequireAuth />,
                children: [
                  { path: paths.supplyDataPage.path, element: <SupplyDataPageRoute /> },
                  { path: paths.dashboard.path, element: <DashboardRoute /> },
                  {
                    element: <RequireSupervisor />,
                    children: [{ path: paths.supervisor.path, element: <SupervisorRoute /> }],
                  },
                ],
              },
              { path: paths.content.path, element: <ContentRoute /> },
              { path: '*', element: <Navigate to={paths.search.getHref()} replace /> },
            ],
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  const router = createBrowserRouter(appRoutes);
  preloadFirstPages(router);
  return router;
}
