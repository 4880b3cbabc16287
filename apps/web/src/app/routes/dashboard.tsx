import { useParams } from 'react-router';

import { DashboardView } from '../../features/dashboard/components/dashboard-view';
import { useProfile } from '../../lib/session/session-store';

/** /dashboard/:page?/:modal?/:id? (signed in). */
export function DashboardRoute() {
  const profile = useProfile();
  const { page } = useParams();
  // RequireAuth renders this route only with a session.
  if (!profile) return null;
  return <DashboardView profile={profile} page={page} />;
}
