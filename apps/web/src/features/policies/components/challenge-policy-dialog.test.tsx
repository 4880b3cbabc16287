// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { messages } from '@feedmarket/contract/messages';

import { ApiError, callApi } from '../../../lib/api-client';
import { renderWithProviders } from '../../../testing/render';
import { ChallengePolicyDialog } from './challenge-policy-dialog';

vi.mock('../../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/api-client')>()),
  callApi: vi.fn(),
}));

// A block, not an expression: a function beforeEach returns is run as its cleanup.
beforeEach(() => {
  vi.mocked(callApi).mockReset();
});

async function challenge(reason: string) {
  const dialog = screen.getByRole('dialog', { name: 'Challenge policy' });
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), reason);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Challenge policy' }));
  return dialog;
}

describe('ChallengePolicyDialog', { timeout: 30_000 }, () => {
  it('sends the reason and says the challenge was raised', async () => {
    vi.mocked(callApi).mockResolvedValue({ message: messages.challengeRaised } as never);
    const onClose = vi.fn();
    renderWithProviders(<ChallengePolicyDialog policyId={12} policyName="EU research" onClose={onClose} />);
    await challenge('We are research partners');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(vi.mocked(callApi).mock.calls[0]?.[1]).toMatchObject({
      params: { id: 12 },
      body: { reason: 'We are research partners' },
    });
    expect(await screen.findByText(messages.challengeRaised)).toBeTruthy();
  });

  it('keeps a reason that breaks the note rules, and sends nothing', async () => {
    const onClose = vi.fn();
    renderWithProviders(<ChallengePolicyDialog policyId={12} policyName="EU research" onClose={onClose} />);
    const dialog = await challenge('Two  spaces');
    expect(within(dialog).getByText(messages.invalid)).toBeTruthy();
    expect(callApi).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says "Can\'t challenge policy" with the server\'s reason, and stays open', async () => {
    vi.mocked(callApi).mockImplementation(async () => {
      throw new ApiError(409, 'Conflict', 'conflict', [], messages.noRefusalToChallenge);
    });
    const onClose = vi.fn();
    renderWithProviders(<ChallengePolicyDialog policyId={12} policyName="EU research" onClose={onClose} />);
    await challenge('Why not');
    expect(await screen.findByText(messages.policyChallengeFailed)).toBeTruthy();
    expect(screen.getByText(messages.noRefusalToChallenge)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
