// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { TApiClientWithToken } from '@feedmarket/contract/connectors/connectors.schemas';

import { renderWithProviders } from '../../../testing/render';
import { apiClientRow } from '../testing/technical-rows';
import { TokenOnceDialog } from './token-once-dialog';

const client: TApiClientWithToken = { ...apiClientRow(3, 'Buoy devices'), token: 'fmk_a1b2c3d4e5f6g7h8i9j0' };

const user = userEvent.setup({ delay: null });
let copied: string[] = [];

beforeEach(() => {
  copied = [];
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: (text: string) => Promise.resolve(void copied.push(text)) },
    configurable: true,
  });
});
afterEach(() => vi.restoreAllMocks());

describe('the token shown once', { timeout: 20_000 }, () => {
  it('shows the new token with a warning that it will not be shown again, and copies it', async () => {
    const onClose = vi.fn();
    renderWithProviders(<TokenOnceDialog shown={{ client, reason: 'created' }} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'API client created' })).toBeTruthy();
    expect(screen.getByText(client.token)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('it will not be shown again');

    await user.click(screen.getByRole('button', { name: 'Copy token' }));
    expect(copied).toEqual([client.token]);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('says the previous token stopped working when it was regenerated', () => {
    renderWithProviders(<TokenOnceDialog shown={{ client, reason: 'regenerated' }} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'New API token' })).toBeTruthy();
    expect(screen.getByText(/The previous token no longer works/)).toBeTruthy();
    expect(screen.getByText(client.token)).toBeTruthy();
  });
});
