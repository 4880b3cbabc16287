import { useProfile } from '../../../lib/session/session-store';
import { useGlobalLists } from '../api/get-global-lists';
import { useListEntries } from '../api/get-list-entries';
import { useOrganizationLists } from '../api/get-organization-lists';

type CustomListEntry = { id: number; name: string; description: string | null };
export type CustomListWithEntries = {
  id: number;
  name: string;
  description: string | null;
  entries: CustomListEntry[];
};

/** The global and the organisation's own custom lists with their entries, as far as they have loaded. */
export function useCustomLists(): { global: CustomListWithEntries[]; organization: CustomListWithEntries[] } {
  const profile = useProfile();
  const globalLists = useGlobalLists();
  const organizationLists = useOrganizationLists(profile?.orgid ?? null);
  const lists = [...(globalLists.data ?? []), ...(organizationLists.data ?? [])];
  const entries = useListEntries(lists.map((list) => list.id));
  const withEntries = lists.map((list, index) => ({ ...list, entries: entries[index]?.data ?? [] }));
  return {
    global: withEntries.filter((list) => list.orgId === null),
    organization: withEntries.filter((list) => list.orgId !== null),
  };
}
