import { useMutation, useQueryClient } from '@tanstack/react-query';

import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';
import { createWorkspaceNote, type NoteRequest } from './create-workspace-note';
import { workspaceKeys } from './workspace-query-keys';

/** Changes the note of a workspace item (`PUT …/workspace/{workspaceId}/note`); 404 when it has none. */
export function updateWorkspaceNote({ orgId, workspaceId, note }: NoteRequest) {
  return callApi(routes.workspace.updateNote, { params: { orgId, workspaceId }, body: { note } });
}

/** Saves an item's note: written the first time, changed after. */
export function useSaveWorkspaceNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ hasNote, ...request }: NoteRequest & { hasNote: boolean }) =>
      hasNote ? updateWorkspaceNote(request) : createWorkspaceNote(request),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.all }),
  });
}
