import { useSession } from '../../../lib/session/session-store';

/** Who is searching, for query keys: "already available" and inactive own feeds depend on it. */
export function useViewerKey(): string {
  const session = useSession();
  return session.status === 'authenticated' ? `org-${session.profile.orgid}` : 'anonymous';
}
