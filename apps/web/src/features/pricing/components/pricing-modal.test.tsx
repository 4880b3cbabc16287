// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { messages } from '@feedmarket/contract/messages';

import { renderWithProviders } from '../../../testing/render';
import { PricingModal } from './pricing-modal';

const orgId = 7;
const feeds = [
  { id: 11, name: 'Harbour tide gauge', typeId: 1, status: 1, statusText: 'Active' },
  { id: 12, name: 'Wind mast 4', typeId: 1, status: 2, statusText: 'Not active' },
];
const durations = [1, 3, 6, 12].map((value) => ({ value, name: value === 1 ? '1 month' : `${value} months` }));

/** What the modal sent to create a configuration. */
let created: unknown[] = [];

/** The server, as far as the modal asks it: the feed picker, the duration lookup and creating a price. */
async function answer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(String(input), 'http://localhost');
  const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  if (url.pathname.endsWith(`/price/${orgId}/metadata`)) {
    return json({ data: { content: feeds } }, 200, { 'x-total-count': String(feeds.length) });
  }
  if (url.pathname.endsWith('/price/duration')) return json(durations);
  if (url.pathname.endsWith('/price') && init?.method === 'POST') {
    const body = JSON.parse(String(init.body)) as { name: string };
    created.push(body);
    return json({ ...body, id: 99, feeds: [] }, 201);
  }
  return json({ message: 'Not found' }, 404);
}

function renderModal(onClose = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={queryClient}>
      <PricingModal orgId={orgId} priceId={null} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

// No pause between keystrokes: the rules run on every change all the same.
const user = userEvent.setup({ delay: null });
const field = (name: string) => screen.queryByRole('textbox', { name: new RegExp(`^${name}`) });
const save = () => user.click(screen.getByRole('button', { name: 'Create price configuration' }));

beforeEach(() => {
  created = [];
  vi.stubGlobal('fetch', vi.fn(answer));
});
afterEach(() => vi.unstubAllGlobals());

// Rendering a Mantine modal in happy-dom takes a few seconds on a busy machine.
describe('the pricing modal', { timeout: 20_000 }, () => {
  it('shows the fields of the chosen mode and option only', async () => {
    renderModal();
    expect(field('Amount')).not.toBeNull();
    expect(field('Currency')).not.toBeNull();
    expect(screen.getByRole('switch', { name: /Without marketplace fee/ })).toBeTruthy();
    expect(field('Downloads per block')).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Period/ })).toBeNull();

    await user.click(screen.getByRole('radio', { name: /^Volume/ }));
    expect(field('Downloads per block')).not.toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Period/ })).toBeNull();

    await user.click(screen.getByRole('radio', { name: /^Duration/ }));
    expect(field('Downloads per block')).toBeNull();
    expect(screen.getByRole('combobox', { name: /^Period/ })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'No price (free)' }));
    expect(field('Amount')).toBeNull();
    expect(field('Currency')).toBeNull();
    expect(screen.queryByRole('switch', { name: /Without marketplace fee/ })).toBeNull();
  });

  it('keeps only what a price can hold as it is typed', async () => {
    renderModal();
    await user.type(field('Amount')!, 'a1b2,5x');
    expect(field('Amount')).toHaveProperty('value', '12,5');
    await user.clear(field('Currency')!);
    await user.type(field('Currency')!, 'eu-r1');
    expect(field('Currency')).toHaveProperty('value', 'EUR');
  });

  it('refuses a price with more than 2 decimals and a configuration without feeds, sending nothing', async () => {
    renderModal();
    await user.type(field('Name')!, 'Standard rate');
    await user.type(field('Amount')!, '12.345');
    await save();
    expect(await screen.findByText('The price has at most 2 decimals')).toBeTruthy();
    expect(screen.getByText(messages.priceNeedsFeeds)).toBeTruthy();
    expect(created).toEqual([]);
  });

  it('creates a volume price for the chosen feed', async () => {
    const onClose = renderModal();
    await user.type(field('Name')!, 'Tide volume');
    await user.click(screen.getByRole('radio', { name: /^Volume/ }));
    await user.type(field('Amount')!, '12,5');
    await save();
    expect(await screen.findByText(messages.required)).toBeTruthy();

    await user.type(field('Downloads per block')!, '250');
    await user.click(await screen.findByRole('checkbox', { name: 'Harbour tide gauge' }));
    expect(screen.getByRole('listitem')).toHaveProperty('textContent', 'Harbour tide gauge');
    await save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(created).toEqual([
      expect.objectContaining({
        orgId,
        name: 'Tide volume',
        mode: 2,
        option: 2,
        price: 12.5,
        currency: 'USD',
        volumeAmount: 250,
        status: 1,
        metadataIds: [11],
      }),
    ]);
  });
});
