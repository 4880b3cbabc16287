// @vitest-environment happy-dom
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';

import { formatMessage, messages } from '@feedmarket/contract/messages';
import type { TWorkspaceItem } from '@feedmarket/contract/workspace/workspace.schemas';

import { formatAmount } from '../../../lib/format';
import { renderWithProviders } from '../../../testing/render';
import { grantedAccess, jsonResponse, workspaceItem } from '../testing/workspace-items';
import { useWorkspaceActions } from './use-workspace-actions';

const wording = { workspace: 'workspace', Workspace: 'Workspace' };
const orgId = 7;

const granted = grantedAccess();

/** The hook behind a button per action, as a table row would call it. */
function Harness({ items, onLocked }: { items: TWorkspaceItem[]; onLocked: (ids: number[]) => void }) {
  const actions = useWorkspaceActions(orgId, wording);
  return (
    <>
      <button onClick={() => actions.lockSelected(items, onLocked)}>Lock the checked feeds</button>
      <button onClick={() => actions.lock(items[0]!)}>Lock the first feed</button>
      <button onClick={() => actions.askAgain(items[0]!)}>Ask again for the first feed</button>
    </>
  );
}

type Call = { url: string; headers: Headers };
let calls: Call[];
/** What the server answers a lock of each item id; unlisted ids are granted free. */
let answers: Map<number, Response>;
let shown: MockInstance<typeof notifications.show>;

beforeEach(() => {
  calls = [];
  answers = new Map();
  shown = vi.spyOn(notifications, 'show');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, headers: new Headers(init?.headers) });
      const id = Number(/workspace\/(\d+)\/locked$/.exec(url)?.[1]);
      return (
        answers.get(id) ??
        jsonResponse(200, workspaceItem({ id, status: 'locked', lockedDate: '2025-03-02T10:00:00Z', access: granted }))
      );
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  shown.mockRestore();
});

const messagesShown = () => shown.mock.calls.map(([notice]) => notice.message);

describe('the bulk lock', () => {
  const first = workspaceItem({ id: 1, name: 'River levels' });
  const second = workspaceItem({ id: 2, name: 'Soil moisture' });

  it("says 'Not all selected feed(s) have been successfully locked.' when one lock fails, and keeps that one checked", async () => {
    answers.set(2, jsonResponse(409, { message: 'Your organisation owns this feed', code: 'conflict' }));
    const onLocked = vi.fn();
    renderWithProviders(<Harness items={[first, second]} onLocked={onLocked} />);

    await userEvent.click(screen.getByRole('button', { name: 'Lock the checked feeds' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lock 2 feeds' });
    expect(dialog.textContent).toContain('Locking is permanent');
    expect(dialog.textContent).toContain('charged');
    await userEvent.click(screen.getByRole('button', { name: 'Lock 2 feeds' }));

    await waitFor(() => expect(messagesShown()).toContain(messages.partialLockFailed));
    expect(onLocked).toHaveBeenCalledWith([1]);
    expect(messagesShown()).not.toContain(formatMessage('feedsLocked', { count: 1 }));
    expect(calls.map((call) => call.url).sort()).toEqual([
      '/api/v2/dashboard/organization/7/workspace/1/locked',
      '/api/v2/dashboard/organization/7/workspace/2/locked',
    ]);
  });

  it('unchecks a feed that left the workspace meanwhile, and still says not all were locked', async () => {
    answers.set(2, jsonResponse(404, { message: 'No workspace item 2', code: 'not_found' }));
    const onLocked = vi.fn();
    renderWithProviders(<Harness items={[first, second]} onLocked={onLocked} />);

    await userEvent.click(screen.getByRole('button', { name: 'Lock the checked feeds' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Lock 2 feeds' }));

    await waitFor(() => expect(messagesShown()).toContain(messages.partialLockFailed));
    expect([...onLocked.mock.calls[0]![0]].sort()).toEqual([1, 2]);
  });

  it('sends each lock with an Idempotency-Key of its own, and says how many were locked', async () => {
    const onLocked = vi.fn();
    renderWithProviders(<Harness items={[first, second]} onLocked={onLocked} />);

    await userEvent.click(screen.getByRole('button', { name: 'Lock the checked feeds' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Lock 2 feeds' }));

    await waitFor(() => expect(messagesShown()).toContain(formatMessage('feedsLocked', { count: 2 })));
    const keys = calls.map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    for (const key of keys)
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys).size).toBe(2);
    expect(messagesShown()).not.toContain(messages.partialLockFailed);
  });

  it('locks nothing when the confirmation is cancelled', async () => {
    renderWithProviders(<Harness items={[first, second]} onLocked={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Lock the checked feeds' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
  });
});

describe('locking one feed', () => {
  it('says what was charged once access is granted', async () => {
    const price = { mode: 1, modeText: 'Per feed', amount: 250, currency: 'USD', volumeAmount: null, duration: null };
    answers.set(1, jsonResponse(200, workspaceItem({ id: 1, status: 'locked', access: { ...granted, price } })));
    renderWithProviders(<Harness items={[workspaceItem({ id: 1 })]} onLocked={vi.fn()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Lock the first feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lock feed' });
    expect(dialog.textContent).toContain('asks Northwind Sensors for access');
    await userEvent.click(screen.getByRole('button', { name: 'Lock' }));

    await waitFor(() =>
      expect(messagesShown()).toContain(
        formatMessage('accessGrantedCharged', { name: 'River levels', price: formatAmount(250, 'USD') }),
      ),
    );
    expect(calls[0]!.headers.get('Idempotency-Key')).toBeTruthy();
  });
});

describe('asking again', () => {
  const price = { mode: 3, modeText: 'Duration', amount: 120, currency: 'USD', volumeAmount: null, duration: 3 };

  it('renews an expired access after saying that a renewal is charged, and what it costs', async () => {
    const expired = workspaceItem({
      id: 1,
      status: 'locked',
      access: grantedAccess({ state: 'expired', stateText: 'Expired', price }),
    });
    answers.set(1, jsonResponse(200, { ...expired, access: grantedAccess({ price }) }));
    renderWithProviders(<Harness items={[expired]} onLocked={vi.fn()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Ask again for the first feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew access' });
    expect(dialog.textContent).toContain(`A renewal is charged: ${formatAmount(120, 'USD')} per 3 months`);
    await userEvent.click(screen.getByRole('button', { name: 'Renew' }));

    await waitFor(() =>
      expect(messagesShown()).toContain(
        formatMessage('accessGrantedCharged', { name: 'River levels', price: formatAmount(120, 'USD') }),
      ),
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('asks a refusing provider again and tells a second refusal with its reason', async () => {
    const refused = grantedAccess({
      state: 'refused',
      stateText: 'Access refused',
      reason: "Policy 'No resale' refuses access.",
    });
    const item = workspaceItem({ id: 1, status: 'locked', access: refused });
    answers.set(1, jsonResponse(200, item));
    renderWithProviders(<Harness items={[item]} onLocked={vi.fn()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Ask again for the first feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask again' });
    expect(dialog.textContent).toContain('its policies decide anew');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ask again' }));

    await waitFor(() =>
      expect(messagesShown()).toContain(
        `${formatMessage('accessRefused', { name: 'River levels' })}. Policy 'No resale' refuses access.`,
      ),
    );
  });
});
