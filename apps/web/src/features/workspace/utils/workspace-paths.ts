import { paths } from '../../../config/paths';

const tab = 'workspace';
const filesModal = 'files';

/** Addresses inside the Workspace tab: the lists, and the files of an accessed feed (`/dashboard/workspace/files/{feedId}`). */
export const workspacePaths = {
  list: paths.dashboard.getHref(tab),
  files: (feedId: number) => paths.dashboard.getModalHref(tab, filesModal, feedId),
} as const;

/** The feed whose files the route's `modal` and `id` ask for, or null for the lists. */
export function readOpenFiles(modal: string | undefined, id: string | undefined): number | null {
  if (modal !== filesModal || id === undefined || !/^\d{1,15}$/.test(id)) return null;
  const value = Number(id);
  return value > 0 ? value : null;
}
