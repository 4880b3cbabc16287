import { routes } from '@feedmarket/contract/routes';

import { callApi } from '../../../lib/api-client';

export type NoteRequest = { orgId: number; workspaceId: number; note: string };

/** Writes the first note of a workspace item (`POST …/workspace/{workspaceId}/note`); 409 when it has one. */
export function createWorkspaceNote({ orgId, workspaceId, note }: NoteRequest) {
  return callApi(routes.workspace.createNote, { params: { orgId, workspaceId }, body: { note } });
}
