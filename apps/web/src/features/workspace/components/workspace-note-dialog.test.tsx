// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { messages } from '@feedmarket/contract/messages';

import { renderWithProviders } from '../../../testing/render';
import { jsonResponse, workspaceItem } from '../testing/workspace-items';
import { WorkspaceNoteDialog } from './workspace-note-dialog';

type Call = { url: string; init: RequestInit };
let calls: Call[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init: init ?? {} });
      return jsonResponse(201, { ...workspaceItem(), hasNote: true });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function writeNote(text: string, item = workspaceItem()) {
  const onClose = vi.fn();
  renderWithProviders(<WorkspaceNoteDialog orgId={7} item={item} onClose={onClose} />);
  const field = await screen.findByRole('textbox', { name: 'Note' });
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
  await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
  return { field, onClose };
}

describe('WorkspaceNoteDialog', () => {
  it.each([
    ['two  spaces', 'two spaces in a row'],
    [' leading', 'a leading space'],
    ['trailing ', 'a trailing space'],
    ['…!', 'no letter or digit'],
  ])('refuses %j (%s) and sends nothing', async (text) => {
    const { field, onClose } = await writeNote(text);

    expect(await screen.findByText(messages.invalid)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks for a note rather than sending an empty one', async () => {
    await writeNote('');
    expect(await screen.findByText(messages.required)).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('writes the first note with POST and closes', async () => {
    const { onClose } = await writeNote('Check the units');

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/api/v2/dashboard/organization/7/workspace/1/note');
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ note: 'Check the units' });
  });

  it('changes a note kept already with PUT', async () => {
    const item = workspaceItem({ hasNote: true, note: { workspaceId: 1, note: 'Old note' } });
    const { onClose } = await writeNote('Units are mm', item);

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls[0]!.init.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ note: 'Units are mm' });
  });
});
