// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderWithProviders } from '../../../testing/render';
import { connectorRow, testOrgId } from '../testing/technical-rows';
import { UseExistingConnectorDialog } from './use-existing-connector-dialog';

const orgId = testOrgId;
const connectors = Array.from({ length: 13 }, (_, index) =>
  connectorRow(index + 1, {
    name: `Gateway ${String(index + 1).padStart(2, '0')}`,
    metadataId: 40 + index,
    metadataName: `Feed ${index + 1}`,
  }),
);

/** The searches the dialog sent. */
let searches: URLSearchParams[] = [];

async function answer(input: RequestInfo | URL): Promise<Response> {
  const url = new URL(String(input), 'http://localhost');
  searches.push(url.searchParams);
  const filter = url.searchParams.get('filter') ?? '';
  const rows = connectors.filter((row) => row.name.toLowerCase().includes(filter.toLowerCase()));
  const page = Number(url.searchParams.get('pageNum') ?? 1);
  return new Response(JSON.stringify({ data: { content: rows.slice((page - 1) * 10, page * 10) } }), {
    headers: { 'content-type': 'application/json', 'x-total-count': String(rows.length) },
  });
}

const user = userEvent.setup({ delay: null });

beforeEach(() => {
  searches = [];
  vi.stubGlobal('fetch', vi.fn(answer));
});
afterEach(() => vi.unstubAllGlobals());

describe('the use-existing-connector dialog', { timeout: 20_000 }, () => {
  it("lists the organisation's connectors of the direction asked, 10 a page, and returns the one picked", async () => {
    const onPick = vi.fn();
    renderWithProviders(<UseExistingConnectorDialog orgId={orgId} category={2} onPick={onPick} onClose={vi.fn()} />);
    expect(await screen.findByRole('radio', { name: /Gateway 01/ })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(10);
    expect(searches[0]?.get('category')).toBe('2');
    expect(screen.getByRole('button', { name: 'Use this connector' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await user.click(await screen.findByRole('radio', { name: /Gateway 12/ }));
    await user.click(screen.getByRole('button', { name: 'Use this connector' }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ id: 12, name: 'Gateway 12' }));
  });

  it('filters from 3 characters only, starting again at page 1', async () => {
    renderWithProviders(<UseExistingConnectorDialog orgId={orgId} onPick={vi.fn()} onClose={vi.fn()} />);
    await screen.findByRole('radio', { name: /Gateway 01/ });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await screen.findByRole('radio', { name: /Gateway 11/ });

    await user.type(screen.getByRole('textbox', { name: /Filter connectors/ }), '1');
    // A filter shorter than 3 characters is cleared: nothing new is asked.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(searches.some((search) => search.has('filter'))).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /Filter connectors/ }), '3');
    await user.clear(screen.getByRole('textbox', { name: /Filter connectors/ }));
    await user.type(screen.getByRole('textbox', { name: /Filter connectors/ }), 'y 13');
    await waitFor(() => expect(searches.at(-1)?.get('filter')).toBe('y 13'));
    expect(searches.at(-1)?.get('pageNum')).toBe('1');
    expect(await screen.findByRole('radio', { name: /Gateway 13/ })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });
});
