import { ModalsProvider } from '@mantine/modals';
import { Outlet } from 'react-router';

/** The signed-in pages, whose lists ask before they change anything: the confirmation dialogs load with them. */
export function ConfirmDialogsLayout() {
  return (
    <ModalsProvider>
      <Outlet />
    </ModalsProvider>
  );
}
