import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
/**
 * Renders `ui` as the app would: inside Mantine's providers (dialogs and notices included; in its test mode, without transitions or portals, so lists open at once), a query
 * client of its own (no retries, so a refusal shows at once) and a router. Component tests run in
 * happy-dom; a `*.test.tsx` file says so with `// @vitest-environment happy-dom` on its first line.
 */
export function renderWithProviders(ui: ReactElement): RenderResult {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider env="test">
        <ModalsProvider>
          <Notifications />
          <MemoryRouter>{ui}</MemoryRouter>
        </ModalsProvider>
      </MantineProvider>
    </QueryClientProvider>,
  );
}
