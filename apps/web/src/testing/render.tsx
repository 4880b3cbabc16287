import { MantineProvider } from '@mantine/core';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach } from 'vitest';

// Each test starts from an empty page: without globals, Testing Library cannot register this itself.
afterEach(cleanup);

/**
 * Renders `ui` as the app would: inside Mantine's provider and a router. Component tests run in
 * happy-dom; a `*.test.tsx` file says so with `// @vitest-environment happy-dom` on its first line.
 */
export function renderWithProviders(ui: ReactElement): RenderResult {
  return render(
    <MantineProvider>
      <MemoryRouter>{ui}</MemoryRouter>
    </MantineProvider>,
  );
}
