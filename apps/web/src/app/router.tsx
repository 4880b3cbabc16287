import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';

import { paths } from '../config/paths';
import { AppLayout } from './layout/app-layout';
import { RootLayout } from './layout/root-layout';
import { RouteErrorPage } from './routes/route-error';
import { RequireAuth, RequireSupervisor } from './routes/guards';
import { LoginRoute } from './routes/login';
import { SearchRoute } from './routes/search';

/** Loads a route's code when it is first opened; the search page, the landing page, stays in the main bundle. */
function lazyRoute<Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

const EmbeddedMapRoute = lazyRoute(() => import('./routes/embedded-map'), 'EmbeddedMapRoute');
const RegisterRoute = lazyRoute(() => import('./routes/register'), 'RegisterRoute');
const ResetPasswordRoute = lazyRoute(() => import('./routes/reset-password'), 'ResetPasswordRoute');
const ConfirmResetPasswordRoute = lazyRoute(
  () => import('./routes/confirm-reset-password'),
  'ConfirmResetPasswordRoute',
);
const DevelopersRoute = lazyRoute(() => import('./routes/developers'), 'DevelopersRoute');
const SupplyDataRoute = lazyRoute(() => import('./routes/supply-data'), 'SupplyDataRoute');
const SupplyDataPageRoute = lazyRoute(() => import('./routes/supply-data-page'), 'SupplyDataPageRoute');
const DashboardRoute = lazyRoute(() => import('./routes/dashboard'), 'DashboardRoute');
const SupervisorRoute = lazyRoute(() => import('./routes/supervisor'), 'SupervisorRoute');
const PublicFeedRoute = lazyRoute(() => import('./routes/public-feed'), 'PublicFeedRoute');
const PaymentPolicyRoute = lazyRoute(() => import('./routes/payment-policy'), 'PaymentPolicyRoute');
const AdditionalTermsRoute = lazyRoute(() => import('./routes/additional-terms'), 'AdditionalTermsRoute');
const ProviderRedirectRoute = lazyRoute(() => import('./routes/provider-redirect'), 'ProviderRedirectRoute');
const ContentRoute = lazyRoute(() => import('./routes/content'), 'ContentRoute');

/** Every route of consumer spec §2, with its guards. */
export function createRouter() {
  return createBrowserRouter([
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
  ]);
}
